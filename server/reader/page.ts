import { readFileSync } from "node:fs";
import { escapeHtml } from "../../domain/content/render";
import { READER_PAGE_STRINGS } from "../../domain/embed/push-strings";
import { type EmbedLang, plainText } from "../../domain/embed/shared";
import type { Post } from "../../domain/schemas/post";
import { type EmbedPageInput, embedPage, PROVIDER_SCRIPTS, scriptJson } from "../embed/page";
import { firstImage } from "../push/message";

/** What the reader page's own script reads (`#t-push-boot`). */
export interface ReaderPushBoot {
  channelId: string;
  lang: EmbedLang;
  api: string;
  /** The VAPID public key, base64url: pushManager.subscribe's applicationServerKey. */
  key: string;
  /** The service worker's URL; its scope is /live/. */
  sw: string;
  /** Coverage ended: nothing more will be pushed, so no button. */
  ended: boolean;
}

export interface ReaderPageInput {
  embed: EmbedPageInput;
  /** Absolute origin, for the social cards' URLs. */
  origin: string;
  manifestUrl: string;
  pushScriptUrl: string;
  push: Omit<ReaderPushBoot, "channelId" | "lang" | "ended">;
}

const DESCRIPTION_MAX = 160;

/** Small enough to inline: no second stylesheet request before the first paint. */
const READER_CSS = readFileSync(new URL("./reader.css", import.meta.url), "utf8")
  .replace(/\/\*[\s\S]*?\*\//g, "")
  .replace(/\s*\n\s*/g, " ");

const shorten = (text: string, max: number) => {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
};

/** The page's summary: the top text, else the latest post, else a line naming the channel. */
export function readerDescription(input: EmbedPageInput): string {
  const latest = input.posts[0];
  const text =
    plainText(input.topTextHtml) ||
    (latest ? [latest.title, plainText(latest.html)].filter(Boolean).join(" — ") : "");
  return shorten(
    text || READER_PAGE_STRINGS[input.lang].description.replace("{name}", input.channel.name),
    DESCRIPTION_MAX,
  );
}

/** The social cards' image: the pinned post's, else the latest post's, if it has one. */
export function readerImage(posts: Post[], origin: string): string | null {
  const pinned = posts.find((p) => p.pinned);
  const latest = posts.find((p) => !p.pinned);
  for (const post of [pinned, latest]) {
    const image = post ? firstImage(post.html, origin) : null;
    if (image) return image;
  }
  return null;
}

function headTags(input: ReaderPageInput): string {
  const { embed } = input;
  const h = escapeHtml;
  const description = readerDescription(embed);
  const image = readerImage(embed.posts, input.origin);
  const meta = (attr: "name" | "property", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${h(value)}">`;
  return [
    meta("name", "description", description),
    `<style>${READER_CSS}</style>`,
    '<meta name="theme-color" content="#ffffff">',
    `<link rel="manifest" href="${h(input.manifestUrl)}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
    meta("property", "og:type", "article"),
    meta("property", "og:site_name", "Ticker"),
    meta("property", "og:title", embed.channel.name),
    meta("property", "og:description", description),
    meta("property", "og:url", embed.pageUrl),
    meta("property", "og:locale", embed.lang === "no" ? "nb_NO" : "en_GB"),
    ...(image ? [meta("property", "og:image", image)] : []),
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", embed.channel.name),
    meta("name", "twitter:description", description),
    ...(image ? [meta("name", "twitter:image", image)] : []),
  ].join("\n");
}

function pushBlock(input: ReaderPageInput): string {
  const s = READER_PAGE_STRINGS[input.embed.lang];
  return `<div class="t-push"><button type="button" class="t-push-button" hidden>${escapeHtml(s.notify)}</button><p class="t-push-status" role="status" hidden></p></div>`;
}

/**
 * The reader page: the embed page of the channel as a page of its own. Its head gains the
 * description, the social cards and the manifest; its header the notification button, whose
 * script runs before the live script. No provider script is loaded: this page runs on Ticker's
 * own origin (a service worker needs one), where only Ticker's scripts may run.
 */
export function readerPage(input: ReaderPageInput): string {
  const { embed } = input;
  let html = embedPage(embed);
  for (const provider of PROVIDER_SCRIPTS) {
    html = html.replace(`<script async src="${escapeHtml(provider.src)}"></script>`, "");
  }
  const boot: ReaderPushBoot = {
    ...input.push,
    channelId: embed.channel.id,
    lang: embed.lang,
    ended: Boolean(embed.channel.coverageEndedUtc),
  };
  const liveScript = `<script src="${escapeHtml(embed.scriptUrl)}" defer></script>`;
  return html
    .replace("</head>", `${headTags(input)}\n</head>`)
    .replace("</header>", `</header>\n${pushBlock(input)}`)
    .replace(
      liveScript,
      `<script type="application/json" id="t-push-boot">${scriptJson(boot)}</script>\n<script src="${escapeHtml(input.pushScriptUrl)}" defer></script>\n${liveScript}`,
    );
}
