/**
 * What a rendering of a channel's live blog reads: its first (or an older) page of posts, top
 * text, countdowns, contributions, key events and the account's reader extensions, with the
 * account's media settings applied. The reader page and the in-page render share it.
 */
import { presentImages } from "../../domain/content/responsive-images";
import {
  type EmbedLang,
  type IconInfo,
  KEY_EVENTS_MAX,
  type PublicContributionLike,
  READER_CONTRIBUTIONS_SHOWN,
} from "../../domain/embed/shared";
import { FEED_PAGE_SIZE } from "../../domain/schemas/post";
import type { Db } from "../db/open";
import { type ChannelExtensions, channelExtensions } from "../extensions/embed-extensions";
import { presentContributions, sizesFor } from "../media/present";
import type { Repositories } from "../repositories";
import type { PublicChannel } from "../repositories/embed";
import { decodeCursor, encodeCursor, toPostDto } from "../repositories/posts";
import { BUILT_IN_POST_ICONS } from "../routes/post-icons";
import { type EmbedSkinName, script, stylesheet } from "./assets";
import type { EmbedPageInput } from "./page";

const ICONS: Record<string, IconInfo> = Object.fromEntries(
  BUILT_IN_POST_ICONS.map((i) => [i.id, { symbol: i.symbol, label: i.label }]),
);

export const cssUrl = (skin: EmbedSkinName) => `/embed/css/${skin}?v=${stylesheet(skin).hash}`;

export const pageQuery = (skin: string, lang: EmbedLang, before?: string) =>
  `?skin=${encodeURIComponent(skin)}&lang=${lang}${before ? `&before=${encodeURIComponent(before)}` : ""}`;

/** The account's own extension URLs (versioned) and what their code is told. */
function extensionTags({ host, extensions, sports }: ChannelExtensions) {
  if (extensions.length === 0) return undefined;
  const url = (id: string, ext: "js" | "css", version: string) =>
    `/embed-ext/${encodeURIComponent(host)}/${id}.${ext}?v=${version}`;
  return {
    styles: extensions.filter((e) => e.hasCss).map((e) => url(e.id, "css", e.version)),
    scripts: extensions.filter((e) => e.hasJs).map((e) => url(e.id, "js", e.version)),
    boot: {
      host,
      sports,
      extensions: extensions.map(({ id, name, type }) => ({ id, name, type })),
    },
  };
}

export interface LoadOptions {
  skin: EmbedSkinName;
  lang: EmbedLang;
  /** An older page's cursor (`?before=`), or null for the live first page. */
  before: string | null;
  limit?: number;
  /** Where readers reach us (PUBLIC_URL, else the request's origin). */
  origin: string;
  /**
   * Links and API base with the origin: a host page on another site resolves relative URLs
   * against itself.
   */
  absolute?: boolean;
  /** The page the live blog is shown in; the reader page's own URL when absent. */
  pageUrl?: string;
  anchor?: string;
  /** Where the live blog's own pages are, which older pages link under: /embed/{id} by default. */
  pagePath?: string;
  /** Whether the account's reader extensions run there: not on a page of the suite's origin. */
  accountCode?: boolean;
}

export async function loadEmbedInput(
  { db, repos }: { db: Db; repos: Repositories },
  channel: PublicChannel,
  opts: LoadOptions,
): Promise<EmbedPageInput> {
  const { skin, lang, origin } = opts;
  const before = opts.before ? decodeCursor(opts.before) : null;
  const abs = opts.absolute ? origin : "";
  // The key events list and its JSON-LD order belong to the live first page.
  const keyEventsOn = !before && !channel.disabledFeatures.includes("keyEvents");
  const [lastEventId, feed, topText, countdowns, liveScript, contributions, keyEvents, ext, uc] =
    await Promise.all([
      repos.liveEvents.head(channel.id),
      repos.posts.feed(channel.id, { after: before, limit: opts.limit ?? FEED_PAGE_SIZE }),
      repos.topText.get(channel.id),
      repos.countdowns.list(channel.id),
      script("live"),
      before ? [] : readerContributions(repos, channel.id),
      keyEventsOn ? repos.posts.keyEvents(channel.id, KEY_EVENTS_MAX) : null,
      opts.accountCode === false ? null : channelExtensions(db, channel.id),
      channel.disabledFeatures.includes("userContribution")
        ? null
        : repos.contributions.settings(channel.id),
    ]);
  const base = `${origin}/embed/${channel.id}`;
  const posts = feed.rows.map(toPostDto);
  const keyEventPosts = keyEvents ? keyEvents.map(toPostDto) : null;
  // Widgets the account switched off stay off for readers too.
  const topTextHtml = channel.disabledFeatures.includes("topText") ? "" : topText.html;
  // The account's media settings as they are now, on HTML stored without them.
  const sizes = await sizesFor(repos.uploads, [
    topTextHtml,
    ...posts.map((p) => p.html),
    ...(keyEventPosts ?? []).map((p) => p.html),
  ]);
  const present = <T extends { html: string }>(item: T): T => ({
    ...item,
    html: presentImages(item.html, channel.media, sizes),
  });
  const extensions = ext ? extensionTags(ext) : undefined;
  const pages = `${abs}${opts.pagePath ?? `/embed/${channel.id}`}`;
  const withOrigin = (urls: string[]) => urls.map((u) => `${abs}${u}`);
  return {
    channel,
    posts: posts.map(present),
    topTextHtml: present({ html: topTextHtml }).html,
    countdowns: channel.disabledFeatures.includes("countdowns") ? [] : countdowns,
    skin,
    lang,
    pageUrl: opts.pageUrl ?? `${base}${pageQuery(skin, lang)}`,
    moreUrl: feed.next ? `${pages}${pageQuery(skin, lang, encodeCursor(feed.next))}` : null,
    latestUrl: before ? `${pages}${pageQuery(skin, lang)}` : null,
    oembedUrl: `${origin}/oembed?url=${encodeURIComponent(base)}&format=json`,
    cssUrl: `${abs}${cssUrl(skin)}`,
    scriptUrl: `${abs}/embed/live.js?v=${liveScript.hash}`,
    apiBase: `${abs}/api`,
    lastEventId,
    icons: channel.disabledFeatures.includes("postIcons") ? null : ICONS,
    contributions: await presentContributions(repos.uploads, channel.media, contributions),
    keyEvents: keyEventPosts ? keyEventPosts.map(present) : null,
    extensions: extensions && {
      ...extensions,
      styles: withOrigin(extensions.styles),
      scripts: withOrigin(extensions.scripts),
    },
    plugins: channel.plugins,
    contribute: Boolean(uc && (uc.questions || uc.comments)),
    ...(opts.anchor ? { anchor: opts.anchor } : {}),
  };
}

/** Published contributions (text only; contact never leaves the server). */
async function readerContributions(
  repos: Repositories,
  channelId: string,
): Promise<PublicContributionLike[]> {
  const list = await repos.contributions.list(channelId, { statuses: ["published"] });
  return list.slice(0, READER_CONTRIBUTIONS_SHOWN).map((c) => ({
    id: c.id,
    kind: c.kind,
    authorName: c.authorName,
    message: c.message,
    createdUtc: c.createdUtc,
    imageUrl: c.imageUrl,
    replies: c.replies,
  }));
}
