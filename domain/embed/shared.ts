/**
 * What the reader embed's server page and its live script share: strings, the article
 * markup of a post and the countdown text. Plain TS without runtime imports beyond the
 * domain's escapeHtml, so the live script stays small.
 */
import { escapeHtml } from "../content/render";
import { EMBED_IMAGE_SIZES } from "../media-variants";
import type { Post } from "../schemas/post";

import type { EmbedLang, EmbedStrings } from "./strings";

export { EMBED_STRINGS, type EmbedLang, type EmbedStrings } from "./strings";

/** The live events a reader's stream may carry, each of which the live script follows. */
export const READER_EVENT_TYPES = [
  "post.published",
  "post.updated",
  "post.deleted",
  "post.pinned",
  "post.highlighted",
  "post.reordered",
  "topText.updated",
  "countdown.created",
  "countdown.updated",
  "countdown.deleted",
  "channel.renamed",
  "channel.archived",
  // the live blog's coverage ended: readers show the ended state and stop following
  "channel.ended",
  "contribution.updated",
  "contribution.deleted",
  // a poll's counts after a vote (the poll plugin): entityId is "<postId>:<pollId>"
  "poll.results",
] as const;

export interface IconInfo {
  symbol: string;
  label: string;
}

/** What the server page hands its script (JSON in a script tag). */
export interface EmbedBoot {
  channelId: string;
  lang: EmbedLang;
  /** API base, e.g. "/api". */
  api: string;
  /** Last event id the page was rendered at ("0" when unknown). */
  last: string;
  /** Only the first page is live; an older page (?before=) is not. */
  live: boolean;
  icons: Record<string, IconInfo>;
  /** The account switched postIcons off: posts show no icons. */
  iconsOff?: boolean;
  /** The account's plugins that act in the embed (domain/plugins.ts), e.g. poll, socialShare. */
  plugins?: string[];
  /** With socialShare on: the canonical page URL that share links point into (#post-<id>). */
  shareUrl?: string;
  /** The permalink fragment's prefix (`post-` when absent; `ticker-post-` in a host page). */
  anchor?: string;
  /** Present when the account has reader-side extensions: what they are told. */
  ext?: {
    host: string;
    sports: { provider: string; competitionIds: string[] };
    extensions: { id: string; name: string; type: string }[];
  };
}

const isImageUrl = (s: string) => /^(https?:\/\/|\/)/.test(s);

/** `icons` null: the account disabled postIcons, so none are shown. */
export function iconsHtml(ids: readonly string[], icons: Record<string, IconInfo> | null): string {
  if (ids.length === 0 || icons === null) return "";
  const items = ids.map((id) => {
    const icon = icons[id];
    const symbol = icon?.symbol ?? id;
    const label = icon?.label ?? "";
    return isImageUrl(symbol)
      ? `<img class="t-icon" src="${escapeHtml(symbol)}" alt="${escapeHtml(label)}" width="20" height="20">`
      : `<span class="t-icon" role="img"${label ? ` aria-label="${escapeHtml(label)}" title="${escapeHtml(label)}"` : ""}>${escapeHtml(symbol)}</span>`;
  });
  return `<span class="t-icons">${items.join("")}</span>`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "14:05" for today, "21.11. 14:05" otherwise (reader's local time in the browser). */
export function shortTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const hm = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return d.toDateString() === now.toDateString() ? hm : `${d.getDate()}.${d.getMonth() + 1}. ${hm}`;
}

/** The article of one post; text is escaped, `post.html` is the server's sanitized HTML. */
export function postArticle(
  post: Post,
  s: EmbedStrings,
  icons: Record<string, IconInfo> | null,
  now?: Date,
  /** The socialShare plugin's page URL: each post then carries share links into it. */
  shareUrl?: string,
  /** The fragment's prefix before the post id: `post-` on the reader page, `ticker-post-` in a host page. */
  anchor = "post-",
): string {
  const classes = [
    "t-post",
    `t-imp-${post.importance}`,
    post.pinned ? "t-pinned" : "",
    post.highlighted ? "t-highlighted" : "",
    post.breaking ? "t-breaking" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const badges =
    (post.pinned ? `<span class="t-badge t-badge-pin">📌 ${escapeHtml(s.pinned)}</span>` : "") +
    (post.breaking
      ? `<span class="t-badge t-badge-breaking">${escapeHtml(s.breaking)}</span>`
      : "") +
    // The note is the label's accessible description, and its tooltip for sighted readers.
    (post.aiAssisted
      ? `<span class="t-badge t-badge-ai" title="${escapeHtml(s.aiAssistedNote)}" aria-label="${escapeHtml(`${s.aiAssisted}: ${s.aiAssistedNote}`)}">${escapeHtml(s.aiAssisted)}</span>`
      : "");
  const avatar = post.authorAvatarUrl
    ? `<img class="t-avatar" src="${escapeHtml(post.authorAvatarUrl)}" alt="" width="28" height="28" loading="lazy">`
    : `<span class="t-avatar t-avatar-initial" aria-hidden="true">${escapeHtml((post.authorName.trim()[0] ?? "·").toUpperCase())}</span>`;
  // Pinning or highlighting also bumps the row; only a later change reads as "Updated".
  const edited = Date.parse(post.updatedUtc) - Date.parse(post.createdUtc) > 60_000;
  return (
    `<article id="post-${escapeHtml(post.id)}" class="${classes}" data-id="${escapeHtml(post.id)}" data-version="${post.version}" data-order="${post.order}">` +
    `<header class="t-meta"><time class="t-time" datetime="${escapeHtml(post.createdUtc)}">${escapeHtml(shortTime(post.createdUtc, now))}</time>` +
    badges +
    iconsHtml(post.icons, icons) +
    `</header>` +
    (post.title ? `<h2 class="t-title">${escapeHtml(post.title)}</h2>` : "") +
    `<div class="t-body">${post.html}</div>` +
    `<footer class="t-footer">${avatar}<span class="t-author">${escapeHtml(post.authorName)}</span>` +
    (edited
      ? `<span class="t-edited" title="${escapeHtml(post.updatedUtc)}">· ${escapeHtml(s.updated)} ${escapeHtml(shortTime(post.updatedUtc, now))}</span>`
      : "") +
    (post.tags.length
      ? `<span class="t-tags">${post.tags.map((t) => `<span class="t-tag">#${escapeHtml(t)}</span>`).join("")}</span>`
      : "") +
    `</footer>` +
    (shareUrl ? shareLinks(post, s, shareUrl, anchor) : "") +
    `</article>`
  );
}

/**
 * The socialShare plugin's links under a post: plain links to each network's share page
 * (no third-party script, so the embed's CSP stays as it is), copy link, and the device's
 * own share sheet where the browser has one (the live script shows that button).
 */
export function shareLinks(post: Post, s: EmbedStrings, pageUrl: string, anchor = "post-"): string {
  const url = `${pageUrl.replace(/#.*$/, "")}#${anchor}${post.id}`;
  const text = post.title || plainText(post.html).slice(0, 140);
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  const out = (cls: string, href: string, label: string) =>
    `<a class="t-share-link ${cls}" href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(label)}</a>`;
  return (
    `<nav class="t-share" aria-label="${escapeHtml(s.shareLabel)}" data-url="${escapeHtml(url)}" data-text="${escapeHtml(text)}">` +
    `<button type="button" class="t-share-link t-share-native" hidden>${escapeHtml(s.share)}</button>` +
    `<button type="button" class="t-share-link t-share-copy">${escapeHtml(s.copyLink)}</button>` +
    out("t-share-x", `https://twitter.com/intent/tweet?url=${u}&text=${t}`, "X") +
    out("t-share-facebook", `https://www.facebook.com/sharer/sharer.php?u=${u}`, "Facebook") +
    out(
      "t-share-linkedin",
      `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      "LinkedIn",
    ) +
    `<a class="t-share-link t-share-email" href="${escapeHtml(`mailto:?subject=${t}&body=${u}`)}">${escapeHtml(s.email)}</a>` +
    `</nav>`
  );
}

export interface CountdownLike {
  title: string;
  start: string;
  end: string;
}

/** The countdown to show now: the first that has not ended, or null. */
export function currentCountdown<T extends CountdownLike>(
  list: readonly T[],
  now: number,
): T | null {
  return list.find((c) => Date.parse(c.end) > now) ?? null;
}

/** "Starts in 2d 03:04:05" / "Ends in 00:12:09" / "Ended". */
export function countdownText(c: CountdownLike, now: number, s: EmbedStrings): string {
  const start = Date.parse(c.start);
  const end = Date.parse(c.end);
  if (now >= end) return s.ended;
  const target = now < start ? start : end;
  let left = Math.max(0, Math.floor((target - now) / 1000));
  const days = Math.floor(left / 86400);
  left -= days * 86400;
  const clock = `${pad(Math.floor(left / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return `${now < start ? s.startsIn : s.endsIn} ${days > 0 ? `${days}${s.d} ` : ""}${clock}`;
}

/** How many published reader contributions the page shows. */
export const READER_CONTRIBUTIONS_SHOWN = 10;

export interface PublicContributionLike {
  id: string;
  kind: "comment" | "question";
  authorName: string;
  message: string;
  createdUtc: string;
  /** Only ever a Ticker upload (`/uploads/...`); anything else is not shown. */
  imageUrl?: string | null;
  /** The server's srcset of the image's variants (the account's source sets). */
  imageSrcset?: string;
  replies: readonly { id: string; message: string; authorName: string }[];
}

/** Same rule as the submit schema (kept here so the live script does not load zod). */
const UPLOAD_URL =
  /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/;

/** The contribution's image url when it is one of Ticker's uploads, else null. */
export const contributionImage = (c: PublicContributionLike): string | null =>
  c.imageUrl && UPLOAD_URL.test(c.imageUrl) ? c.imageUrl : null;

/** A published reader contribution as text only (every field escaped, never HTML). */
export function contributionHtml(c: PublicContributionLike, s: EmbedStrings): string {
  const replies = c.replies
    .map(
      (r) =>
        `<div class="t-reply"><span class="t-reply-label">${escapeHtml(s.answer)} · ${escapeHtml(r.authorName)}</span><p class="t-reply-text">${escapeHtml(r.message)}</p></div>`,
    )
    .join("");
  return (
    `<div class="t-contribution t-kind-${c.kind}" id="c-${escapeHtml(c.id)}">` +
    `<span class="t-contribution-meta">${escapeHtml(c.kind === "question" ? s.question : s.comment)} · ${escapeHtml(c.authorName || s.reader)}</span>` +
    `<p class="t-contribution-text">${escapeHtml(c.message)}</p>` +
    (contributionImage(c)
      ? `<img class="t-contribution-image" src="${escapeHtml(contributionImage(c) ?? "")}"${c.imageSrcset ? ` srcset="${escapeHtml(c.imageSrcset)}" sizes="${EMBED_IMAGE_SIZES}"` : ""} alt="${escapeHtml(s.imageAlt)}" loading="lazy">`
      : "") +
    `${replies}</div>`
  );
}

/** Plain text of sanitized HTML (JSON-LD articleBody, key event titles). */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h\d|\/li|\/blockquote|\/figure)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}

/** How many key events the list shows before "Show all". */
export const KEY_EVENTS_SHOWN = 10;
/** How many key events the embed loads (newest first). */
export const KEY_EVENTS_MAX = 100;
/** A key event without a title is named by the first words of its text. */
const KEY_EVENT_WORDS = 12;
const KEY_EVENT_CHARS = 90;

/** The post's title, else the first words of its text (with an ellipsis when cut). */
export function keyEventTitle(post: { title: string; html: string }): string {
  if (post.title.trim()) return post.title.trim();
  const text = plainText(post.html).replace(/\s+/g, " ");
  const words = text.split(" ").filter(Boolean);
  let out = words.slice(0, KEY_EVENT_WORDS).join(" ");
  if (out.length > KEY_EVENT_CHARS) out = out.slice(0, KEY_EVENT_CHARS).replace(/\s+\S*$/, "");
  return out.length < text.length ? `${out.replace(/[\s,;:.!?–-]+$/, "")}…` : out;
}

export interface KeyEventLike {
  id: string;
  title: string;
  html: string;
  createdUtc: string;
}

/** One entry of the key events list: a link to the post's article. */
export function keyEventItem(post: KeyEventLike, now?: Date): string {
  const id = escapeHtml(post.id);
  return (
    `<li class="t-key" data-id="${id}" data-created="${escapeHtml(post.createdUtc)}">` +
    `<a class="t-key-link" href="#post-${id}">` +
    `<time class="t-time t-key-time" datetime="${escapeHtml(post.createdUtc)}">${escapeHtml(shortTime(post.createdUtc, now))}</time>` +
    `<span class="t-key-title">${escapeHtml(keyEventTitle(post))}</span></a></li>`
  );
}

/**
 * The "Key events" navigation above the feed, newest first: KEY_EVENTS_SHOWN entries, the
 * rest behind "Show all". Hidden while there are none (the live script fills it).
 */
export function keyEventsNav(posts: readonly KeyEventLike[], s: EmbedStrings, now?: Date): string {
  const items = posts
    .map((p, i) => {
      const li = keyEventItem(p, now);
      return i < KEY_EVENTS_SHOWN
        ? li
        : li.replace('<li class="t-key"', '<li class="t-key" hidden');
    })
    .join("");
  const more = posts.length > KEY_EVENTS_SHOWN;
  return (
    `<nav class="t-keys" aria-labelledby="t-keys-title"${posts.length ? "" : " hidden"}>` +
    `<h2 class="t-keys-title" id="t-keys-title">${escapeHtml(s.keyEvents)}</h2>` +
    `<ol class="t-keys-list">${items}</ol>` +
    `<button type="button" class="t-keys-all" aria-expanded="false"${more ? "" : " hidden"}>${escapeHtml(s.keyEventsAll.replace("{n}", String(posts.length)))}</button>` +
    `</nav>`
  );
}
