import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { frameAncestors } from "../../domain/account-settings";
import { escapeHtml } from "../../domain/content/render";
import { presentImages } from "../../domain/content/responsive-images";
import {
  type EmbedLang,
  type IconInfo,
  KEY_EVENTS_MAX,
  type PublicContributionLike,
  READER_CONTRIBUTIONS_SHOWN,
} from "../../domain/embed/shared";
import { FEED_PAGE_SIZE } from "../../domain/schemas/post";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { type ChannelExtensions, channelExtensions } from "../extensions/embed-extensions";
import { presentContributions, sizesFor } from "../media/present";
import type { Repositories } from "../repositories";
import { decodeCursor, encodeCursor, toPostDto } from "../repositories/posts";
import { BUILT_IN_POST_ICONS } from "../routes/post-icons";
import { CROSS_ORIGIN_HELMET } from "../security-headers";
import { type EmbedSkinName, script, skinOf, stylesheet } from "./assets";
import { embedPage, notFoundPage } from "./page";
import { READER_CORS_HEADERS, READER_PAGE_CSP } from "./reader-policy";

export interface EmbedRoutesOptions {
  config: Config;
  db: Db;
  repos: Repositories;
}

const ICONS: Record<string, IconInfo> = Object.fromEntries(
  BUILT_IN_POST_ICONS.map((i) => [i.id, { symbol: i.symbol, label: i.label }]),
);

const EMBED_PATH = /^\/embed\/([0-9a-fA-F-]{36})\/?$/;

const langOf = (request: FastifyRequest, value: unknown): EmbedLang => {
  if (value === "no" || value === "en") return value;
  const accept = request.headers["accept-language"] ?? "";
  return /^(nb|nn|no)\b/i.test(accept) ? "no" : "en";
};

/** An asset whose URL carries its version (the page links it with ?v=hash): cached for good. */
const sendVersioned = (reply: FastifyReply, type: string, body: string) =>
  reply
    .header("cache-control", "public, max-age=31536000, immutable")
    .header("x-content-type-options", "nosniff")
    .type(`${type}; charset=utf-8`)
    .send(body);

const IFRAME_HEIGHT = 800;

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

export function iframeHtml(src: string, width: string | number, height: number, title: string) {
  return `<iframe src="${escapeHtml(src)}" width="${escapeHtml(String(width))}" height="${height}" style="border:0;width:100%" loading="lazy" title="${escapeHtml(title)}"></iframe>`;
}

/** GET /embed/{channelId}, /embed/live.js, /embed/css/{skin}, /embed.js, /oembed at the root. */
export const embedRoutes: FastifyPluginAsync<EmbedRoutesOptions> = async (
  app,
  { config, db, repos },
) => {
  const embed = repos.embed;
  const live = repos.liveEvents;
  /** Where readers reach us: PUBLIC_URL, else the origin this request came in at. */
  const originOf = (request: FastifyRequest) =>
    config.publicUrlSet ? config.publicUrl : `${request.protocol}://${request.host}`;

  const securityHeaders = (reply: FastifyReply) =>
    reply
      .header("content-security-policy", READER_PAGE_CSP)
      .headers(READER_CORS_HEADERS)
      .header("x-content-type-options", "nosniff")
      .header("referrer-policy", "strict-origin-when-cross-origin");

  /** Published contributions (text only; contact never leaves the server). */
  const readerContributions = async (channelId: string): Promise<PublicContributionLike[]> => {
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
  };

  const cssUrl = (skin: EmbedSkinName) => `/embed/css/${skin}?v=${stylesheet(skin).hash}`;

  const pageQuery = (skin: string, lang: EmbedLang, before?: string) =>
    `?skin=${encodeURIComponent(skin)}&lang=${lang}${before ? `&before=${encodeURIComponent(before)}` : ""}`;

  app.get<{ Params: { channelId: string }; Querystring: Record<string, string | undefined> }>(
    "/embed/:channelId",
    { helmet: CROSS_ORIGIN_HELMET },
    async (request, reply) => {
      const { channelId } = request.params;
      const skin = skinOf(request.query.skin);
      const lang = langOf(request, request.query.lang);
      securityHeaders(reply);
      // Without ?lang= the language follows Accept-Language: a CDN must keep one copy per
      // language asked for, or it hands English readers the Norwegian page.
      if (request.query.lang !== lang) reply.header("vary", "Accept-Language");
      const channel = await embed.publicChannel(channelId);
      // Content access: only the account's allowed sites may frame its channels.
      if (channel && channel.allowedOrigins.length > 0) {
        reply.header(
          "content-security-policy",
          READER_PAGE_CSP.replace(
            "frame-ancestors *",
            `frame-ancestors ${frameAncestors(channel.allowedOrigins)}`,
          ),
        );
      }
      if (!channel) {
        return reply
          .code(404)
          .header("cache-control", "public, max-age=5")
          .type("text/html; charset=utf-8")
          .send(notFoundPage(lang, cssUrl("default")));
      }
      const before = request.query.before ? decodeCursor(request.query.before) : null;
      // The key events list and its JSON-LD order belong to the live first page.
      const keyEventsOn = !before && !channel.disabledFeatures.includes("keyEvents");
      const [
        lastEventId,
        feed,
        topText,
        countdowns,
        liveScript,
        contributions,
        keyEvents,
        extensions,
      ] = await Promise.all([
        live.head(channel.id),
        repos.posts.feed(channel.id, { after: before, limit: FEED_PAGE_SIZE }),
        repos.topText.get(channel.id),
        repos.countdowns.list(channel.id),
        script("live"),
        before ? [] : readerContributions(channel.id),
        keyEventsOn ? repos.posts.keyEvents(channel.id, KEY_EVENTS_MAX) : null,
        channelExtensions(db, channel.id),
      ]);
      const origin = originOf(request);
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
      const html = embedPage({
        channel,
        posts: posts.map(present),
        topTextHtml: present({ html: topTextHtml }).html,
        countdowns: channel.disabledFeatures.includes("countdowns") ? [] : countdowns,
        skin,
        lang,
        pageUrl: `${base}${pageQuery(skin, lang)}`,
        moreUrl: feed.next
          ? `/embed/${channel.id}${pageQuery(skin, lang, encodeCursor(feed.next))}`
          : null,
        latestUrl: before ? `/embed/${channel.id}${pageQuery(skin, lang)}` : null,
        oembedUrl: `${origin}/oembed?url=${encodeURIComponent(base)}&format=json`,
        cssUrl: cssUrl(skin),
        scriptUrl: `/embed/live.js?v=${liveScript.hash}`,
        apiBase: "/api",
        lastEventId,
        icons: channel.disabledFeatures.includes("postIcons") ? null : ICONS,
        contributions: await presentContributions(repos.uploads, channel.media, contributions),
        keyEvents: keyEventPosts ? keyEventPosts.map(present) : null,
        extensions: extensionTags(extensions),
        plugins: channel.plugins,
      });
      return reply
        .header("cache-control", "public, max-age=5")
        .type("text/html; charset=utf-8")
        .send(html);
    },
  );

  app.get<{ Params: { skin: string } }>(
    "/embed/css/:skin",
    { helmet: CROSS_ORIGIN_HELMET },
    async (request, reply) =>
      sendVersioned(reply, "text/css", stylesheet(skinOf(request.params.skin)).body),
  );

  app.get("/embed/live.js", { helmet: CROSS_ORIGIN_HELMET }, async (_request, reply) =>
    sendVersioned(reply, "text/javascript", (await script("live")).body),
  );

  // The loader's URL is in newsrooms' pages and never changes: revalidate often.
  app.get("/embed.js", { helmet: CROSS_ORIGIN_HELMET }, async (_request, reply) => {
    const asset = await script("loader");
    return reply
      .header("cache-control", "public, max-age=300")
      .header("etag", `"${asset.hash}"`)
      .header("access-control-allow-origin", "*")
      .header("x-content-type-options", "nosniff")
      .type("text/javascript; charset=utf-8")
      .send(asset.body);
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    "/oembed",
    { helmet: CROSS_ORIGIN_HELMET },
    async (request, reply) => {
      reply.header("access-control-allow-origin", "*");
      const { url, format = "json" } = request.query;
      const notFound = () => reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
      if (format !== "json") {
        return reply.code(501).type("text/plain; charset=utf-8").send("Not Implemented");
      }
      if (!url) return notFound();
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return notFound();
      }
      const match = EMBED_PATH.exec(target.pathname);
      // Ours: the public URL, or the address this request reached us at.
      const ours = [new URL(config.publicUrl).origin, `${request.protocol}://${request.host}`];
      if (!ours.includes(target.origin) || !match?.[1]) return notFound();
      const channel = await embed.publicChannel(match[1].toLowerCase());
      if (!channel) return notFound();
      const skin = skinOf(target.searchParams.get("skin"));
      const maxwidth = Number(request.query.maxwidth);
      const maxheight = Number(request.query.maxheight);
      const height =
        Number.isFinite(maxheight) && maxheight > 0
          ? Math.min(IFRAME_HEIGHT, Math.floor(maxheight))
          : IFRAME_HEIGHT;
      const width =
        Number.isFinite(maxwidth) && maxwidth > 0 ? Math.min(600, Math.floor(maxwidth)) : 600;
      const origin = originOf(request);
      const src = `${origin}/embed/${channel.id}?skin=${skin}`;
      return reply
        .header("cache-control", "public, max-age=60")
        .type("application/json; charset=utf-8")
        .send({
          version: "1.0",
          type: "rich",
          provider_name: "Ticker",
          provider_url: origin,
          title: channel.name,
          html: iframeHtml(src, width, height, channel.name),
          width,
          height,
          cache_age: 3600,
        });
    },
  );
};
