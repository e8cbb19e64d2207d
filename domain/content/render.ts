import type { PollAttrs } from "./poll";
import type { ContentNode, Doc, EmbedAttrs, LinkCardAttrs, Mark } from "./schema";

/**
 * HTML of a validated post document. Only the schema's nodes and marks are
 * rendered; every text and attribute is escaped, and URLs are checked again so the output
 * never holds a script, an event handler or a javascript: URL whatever the input was.
 * Embeds use the providers' official markup without their scripts: the reader embed
 * loads those itself.
 */
export interface RenderOptions {
  /**
   * Cleans a custom HTML embed (provider "html"). The server passes its sanitize-html
   * allow-list; without one, custom HTML is left out (never rendered raw).
   */
  customHtml?: (html: string) => string;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const LINK_URL = /^(https?:\/\/|mailto:|\/uploads\/)/i;
const MEDIA_URL = /^(https?:\/\/|\/uploads\/)/i;
// Control characters and whitespace inside a URL are how scheme checks get fooled.
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point of this pattern.
const URL_JUNK = /[\u0000-\u001f\u007f\s]/;

/** The URL when it is a link the schema allows (http(s), mailto, /uploads/), else null. */
export function safeLinkUrl(raw: string | null | undefined): string | null {
  const url = raw?.trim();
  return url && LINK_URL.test(url) && !URL_JUNK.test(url) ? url : null;
}

/** The URL when it may load media (http(s) or /uploads/), else null. */
export function safeMediaUrl(raw: string | null | undefined): string | null {
  const url = raw?.trim();
  return url && MEDIA_URL.test(url) && !URL_JUNK.test(url) ? url : null;
}

const attr = (name: string, value: string | number | null | undefined): string =>
  value === null || value === undefined || value === ""
    ? ""
    : ` ${name}="${escapeHtml(String(value))}"`;

export const LINK_REL = "noopener noreferrer nofollow";

const link = (href: string, inner: string, className?: string): string =>
  `<a${attr("class", className)}${attr("href", href)} rel="${LINK_REL}" target="_blank">${inner}</a>`;

function renderText(text: string, marks: readonly Mark[] | undefined): string {
  let out = escapeHtml(text);
  for (const mark of marks ?? []) {
    if (mark.type === "bold") out = `<strong>${out}</strong>`;
    else if (mark.type === "italic") out = `<em>${out}</em>`;
    else if (mark.type === "link") {
      const href = safeLinkUrl(mark.attrs.href);
      if (href) out = link(href, out);
    }
  }
  return out;
}

function renderEmbed(a: EmbedAttrs, options: RenderOptions): string {
  const url = safeLinkUrl(a.url);
  const wrap = (inner: string) => `<div class="embed embed-${a.provider}">${inner}</div>`;
  if (a.provider === "html") {
    return options.customHtml && a.html ? wrap(options.customHtml(a.html)) : "";
  }
  if (!url) return "";
  const fallback = link(url, escapeHtml(url));
  switch (a.provider) {
    case "twitter":
      return wrap(`<blockquote class="twitter-tweet" data-dnt="true">${fallback}</blockquote>`);
    case "youtube": {
      if (!a.id) return wrap(fallback);
      const src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(a.id)}`;
      return wrap(
        `<iframe${attr("src", src)} width="560" height="315" title="YouTube video player"` +
          ` frameborder="0" allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"` +
          ` referrerpolicy="strict-origin-when-cross-origin" allowfullscreen loading="lazy"></iframe>`,
      );
    }
    case "instagram":
      return wrap(
        `<blockquote class="instagram-media"${attr("data-instgrm-permalink", url)} data-instgrm-version="14">${fallback}</blockquote>`,
      );
    case "facebook":
      return wrap(
        `<div class="fb-post"${attr("data-href", url)} data-show-text="true">` +
          `<blockquote${attr("cite", url)} class="fb-xfbml-parse-ignore">${fallback}</blockquote></div>`,
      );
    case "infogram":
      return wrap(
        `<div class="infogram-embed"${attr("data-id", a.id)} data-type="interactive">${fallback}</div>`,
      );
  }
}

function renderLinkCard(a: LinkCardAttrs): string {
  const url = safeLinkUrl(a.url);
  if (!url) return "";
  const image = safeMediaUrl(a.image);
  const span = (cls: string, text: string | null | undefined) =>
    text ? `<span class="${cls}">${escapeHtml(text)}</span>` : "";
  const inner =
    (image ? `<img class="link-card-image"${attr("src", image)} alt="" loading="lazy">` : "") +
    `<span class="link-card-body">${span("link-card-title", a.title ?? url)}` +
    `${span("link-card-description", a.description)}${span("link-card-site", a.siteName)}</span>`;
  return link(url, inner, "link-card");
}

/**
 * A poll as plain markup: the question and its answers. The embed's script turns the
 * answers into vote buttons and shows the counts (only while the account has the poll
 * plugin on); anywhere else it reads as a question with a list of answers.
 */
function renderPoll(a: PollAttrs): string {
  const options = a.options
    .map(
      (o) =>
        `<li class="t-poll-option"${attr("data-option", o.id)}><span class="t-poll-label">${escapeHtml(o.label)}</span></li>`,
    )
    .join("");
  return `<div class="t-poll"${attr("data-poll", a.id)}><p class="t-poll-question">${escapeHtml(a.question)}</p><ul class="t-poll-options">${options}</ul></div>`;
}

function renderNode(node: ContentNode, options: RenderOptions): string {
  const inner = () =>
    "content" in node && node.content
      ? node.content.map((n) => renderNode(n, options)).join("")
      : "";
  switch (node.type) {
    case "doc":
      return inner();
    case "paragraph":
      return `<p>${inner()}</p>`;
    case "heading":
      return `<h${node.attrs.level}>${inner()}</h${node.attrs.level}>`;
    case "bulletList":
      return `<ul>${inner()}</ul>`;
    case "orderedList": {
      const start = node.attrs?.start;
      return `<ol${start != null && start !== 1 ? attr("start", start) : ""}>${inner()}</ol>`;
    }
    case "listItem":
      return `<li>${inner()}</li>`;
    case "blockquote":
      return `<blockquote>${inner()}</blockquote>`;
    case "hardBreak":
      return "<br>";
    case "horizontalRule":
      return "<hr>";
    case "text":
      return renderText(node.text, node.marks);
    case "image": {
      const src = safeMediaUrl(node.attrs.src);
      if (!src) return "";
      const caption = node.attrs.title
        ? `<figcaption>${escapeHtml(node.attrs.title)}</figcaption>`
        : "";
      return `<figure class="post-image"><img${attr("src", src)} alt="${escapeHtml(node.attrs.alt ?? "")}"${attr("title", node.attrs.title)} loading="lazy">${caption}</figure>`;
    }
    case "embed":
      return renderEmbed(node.attrs, options);
    case "linkCard":
      return renderLinkCard(node.attrs);
    case "extensionBlock":
      // The embed's inlineRenderer of this block type draws it; the text is the fallback.
      return `<div class="ext-block"${attr("data-block-type", node.attrs.blockType)}${attr("data-block", JSON.stringify(node.attrs.data))}>${escapeHtml(node.attrs.text)}</div>`;
    case "poll":
      return renderPoll(node.attrs);
    default:
      // Unknown nodes never reach here after validation; render nothing if one does.
      return "";
  }
}

export function renderHtml(doc: Doc | null | undefined, options: RenderOptions = {}): string {
  if (!doc) return "";
  return renderNode(doc, options);
}
