import { escapeHtml } from "../../domain/content/render";
import {
  blogPosting,
  type LiveBlogPostingLd,
  liveBlogPosting,
  orderUpdates,
} from "../../domain/embed/json-ld";
import {
  contributionHtml,
  countdownText,
  currentCountdown,
  EMBED_STRINGS,
  type EmbedBoot,
  type EmbedLang,
  type IconInfo,
  keyEventsNav,
  type PublicContributionLike,
  postArticle,
} from "../../domain/embed/shared";
import type { Countdown } from "../../domain/schemas/channel-editors";
import type { Post } from "../../domain/schemas/post";

/** JSON safe inside a <script> element. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** Provider scripts a page needs, by the markup domain/content/render.ts emits. */
export const PROVIDER_SCRIPTS = [
  { marker: 'class="twitter-tweet"', src: "https://platform.twitter.com/widgets.js" },
  { marker: 'class="instagram-media"', src: "https://www.instagram.com/embed.js" },
  {
    marker: 'class="fb-post"',
    src: "https://connect.facebook.net/en_US/sdk.js#xfbml=1&version=v19.0",
  },
  { marker: 'class="infogram-embed"', src: "https://e.infogram.com/js/dist/embed-loader-min.js" },
] as const;

export interface EmbedPageInput {
  channel: { id: string; name: string; createdUtc: Date; coverageEndedUtc?: Date | null };
  posts: Post[];
  topTextHtml: string;
  countdowns: Countdown[];
  skin: string;
  lang: EmbedLang;
  /** The canonical page URL (absolute, with skin and lang). */
  pageUrl: string;
  /** The link to the next (older) page, or null. */
  moreUrl: string | null;
  /** When this is an older page: the link back to the first one. */
  latestUrl: string | null;
  oembedUrl: string;
  cssUrl: string;
  scriptUrl: string;
  apiBase: string;
  lastEventId: string;
  /** null when the account disabled postIcons (posts then show none). */
  icons: Record<string, IconInfo> | null;
  /** Published reader contributions, newest first. */
  contributions: PublicContributionLike[];
  /** The channel's key events, newest first; null when the account disabled keyEvents. */
  keyEvents: Post[] | null;
  /** The account's reader-side extensions: their own URLs, run after live.js. */
  extensions?: { styles: string[]; scripts: string[]; boot: EmbedBoot["ext"] };
  /** The account's plugins switched on (domain/plugins.ts); absent means none. */
  plugins?: readonly string[];
  /** The permalink fragment's prefix: `post-` (the reader page) unless a host page's. */
  anchor?: string;
  /**
   * The channel takes reader contributions: the form's closed box is rendered with the page, so
   * the script filling it in moves nothing below it.
   */
  contribute?: boolean;
}

/** The post ids the JSON-LD puts first: the channel's key events (when the account shows them). */
export function jsonLd(input: EmbedPageInput): LiveBlogPostingLd {
  const anchor = input.anchor ?? "post-";
  const keys = new Set((input.keyEvents ?? []).map((p) => p.id));
  const seen = new Set<string>();
  const entries = [...(input.keyEvents ?? []), ...input.posts]
    .filter((p) => !seen.has(p.id) && Boolean(seen.add(p.id)))
    .map((p) => ({
      update: blogPosting(p, input.channel.name, input.pageUrl, anchor),
      key: keys.has(p.id),
    }));
  return liveBlogPosting({
    name: input.channel.name,
    pageUrl: input.pageUrl,
    coverageStartTime: input.channel.createdUtc.toISOString(),
    coverageEndTime: input.channel.coverageEndedUtc?.toISOString() ?? null,
    updates: orderUpdates(entries),
  });
}

/** What the server page hands its script. */
export function readerBoot(input: EmbedPageInput): EmbedBoot {
  const plugins = input.plugins ?? [];
  const shareUrl = plugins.includes("socialShare") ? input.pageUrl : undefined;
  const ended = Boolean(input.channel.coverageEndedUtc);
  return {
    channelId: input.channel.id,
    lang: input.lang,
    api: input.apiBase,
    last: input.lastEventId,
    // An ended live blog holds no connection open: nothing more is coming.
    live: input.latestUrl === null && !ended,
    icons: input.icons ?? {},
    ...(input.icons === null ? { iconsOff: true } : {}),
    ...(input.extensions?.boot ? { ext: input.extensions.boot } : {}),
    ...(plugins.length ? { plugins: [...plugins] } : {}),
    ...(shareUrl ? { shareUrl } : {}),
    ...(input.anchor && input.anchor !== "post-" ? { anchor: input.anchor } : {}),
  };
}

/** The live blog itself (`main.t-root`): the same markup in the reader page and a host page. */
export function readerMain(input: EmbedPageInput, now = Date.now()): string {
  const s = EMBED_STRINGS[input.lang];
  const boot = readerBoot(input);
  const articles = input.posts
    .map((p) => postArticle(p, s, input.icons, undefined, boot.shareUrl, boot.anchor))
    .join("");
  const countdown = currentCountdown(input.countdowns, now);
  const ended = Boolean(input.channel.coverageEndedUtc);
  const h = escapeHtml;
  return `<main class="t-root" id="ticker" aria-live="off">
<header class="t-head"><span class="t-live"${ended ? " hidden" : ""}><span class="t-dot" aria-hidden="true"></span>${h(s.live)}</span><h1 class="t-channel">${h(input.channel.name)}</h1></header>
<section class="t-toptext"${input.topTextHtml ? "" : " hidden"}>${input.topTextHtml}</section>
<div class="t-countdown" data-countdowns="${h(JSON.stringify(input.countdowns))}"${countdown ? "" : " hidden"}><span class="t-countdown-title">${h(countdown?.title ?? "")}</span> <span class="t-countdown-time">${h(countdown ? countdownText(countdown, now, s) : "")}</span></div>
<p class="t-archived" role="status"${ended ? "" : " hidden"}>${h(s.archived)}</p>
${input.keyEvents ? keyEventsNav(input.keyEvents, s, new Date(now)) : ""}
<div class="t-contribute-slot">${input.contribute && boot.live ? `<details><summary>${h(s.formTitle)}</summary></details>` : ""}</div>
<section class="t-readers"${input.contributions.length ? "" : " hidden"}><h2 class="t-readers-title">${h(s.readers)}</h2><div class="t-readers-list">${input.contributions.map((c) => contributionHtml(c, s)).join("")}</div></section>
<button type="button" class="t-new" hidden></button>
<div class="t-feed" id="t-feed">${articles}</div>
<p class="t-empty"${input.posts.length ? " hidden" : ""}>${h(s.empty)}</p>
<nav class="t-more">${input.moreUrl ? `<a class="t-load-more" href="${h(input.moreUrl)}">${h(s.loadMore)}</a>` : ""}${input.latestUrl ? `<a class="t-latest" href="${h(input.latestUrl)}">${h(s.latest)}</a>` : ""}</nav>
<footer class="t-powered">Ticker</footer>
</main>`;
}

/** The classes the skins and plugins style by (on the page's body, or a host page's wrapper). */
export const skinClasses = (input: EmbedPageInput) =>
  `t-skin-${escapeHtml(input.skin)}${(input.plugins ?? []).map((p) => ` t-plugin-${escapeHtml(p)}`).join("")}`;

/** Provider scripts the posts and top text need. */
export const providersOf = (input: EmbedPageInput) => {
  const body = input.posts.map((p) => p.html).join("") + input.topTextHtml;
  return PROVIDER_SCRIPTS.filter((p) => body.includes(p.marker));
};

export function embedPage(input: EmbedPageInput): string {
  const ext = input.extensions ?? { styles: [], scripts: [] };
  const h = escapeHtml;
  return `<!doctype html>
<html lang="${input.lang === "no" ? "nb" : "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(input.channel.name)}</title>
<link rel="canonical" href="${h(input.pageUrl)}">
<link rel="alternate" type="application/json+oembed" href="${h(input.oembedUrl)}" title="${h(input.channel.name)}">
<link rel="stylesheet" href="${h(input.cssUrl)}">
${ext.styles.map((href) => `<link rel="stylesheet" href="${h(href)}">\n`).join("")}<script type="application/ld+json">${scriptJson(jsonLd(input))}</script>
</head>
<body class="${skinClasses(input)}">
${readerMain(input)}
<script type="application/json" id="t-boot">${scriptJson(readerBoot(input))}</script>
<script src="${h(input.scriptUrl)}" defer></script>
${ext.scripts.map((src) => `<script src="${h(src)}" defer></script>\n`).join("")}${providersOf(
  input,
)
  .map((p) => `<script async src="${h(p.src)}"></script>`)
  .join("\n")}
</body>
</html>`;
}

export function notFoundPage(lang: EmbedLang, cssUrl: string): string {
  const s = EMBED_STRINGS[lang];
  return `<!doctype html>
<html lang="${lang === "no" ? "nb" : "en"}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(s.notFoundTitle)}</title><link rel="stylesheet" href="${escapeHtml(cssUrl)}"></head>
<body class="t-skin-default"><main class="t-root t-notfound"><div class="t-notfound-icon" aria-hidden="true">📡</div>
<h1>${escapeHtml(s.notFoundTitle)}</h1><p>${escapeHtml(s.notFoundText)}</p></main></body>
</html>`;
}
