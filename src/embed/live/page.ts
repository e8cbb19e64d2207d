/**
 * What every part of the reader script reads: the page the server rendered, its boot data
 * (`#t-boot`), the reader's strings and the channel's public API. Read once, as the script
 * starts. On the reader page that is the document; in a host page (embed.js) it is the shadow
 * root embed.js queued for this run of the script, one run per live blog on the page.
 */
import { EMBED_STRINGS, type EmbedBoot } from "../../../domain/embed/shared";

export const doc = document;
const queued = (window as unknown as { __tickerRoots?: ShadowRoot[] }).__tickerRoots?.shift();
export const root: Document | ShadowRoot = queued ?? doc;
/** The host page's element the live blog is shown in; null on the reader page. */
export const host: HTMLElement | null = queued ? (queued.host as HTMLElement) : null;
export const $ = <T extends Element>(sel: string, within: ParentNode = root): T | null =>
  within.querySelector<T>(sel);
export const byId = (id: string) => root.getElementById(id);
export const boot = JSON.parse($("#t-boot")?.textContent ?? "{}") as EmbedBoot;
export const s = EMBED_STRINGS[boot.lang] ?? EMBED_STRINGS.en;
export const base = `${boot.api}/live/public/${encodeURIComponent(boot.channelId)}`;

/** The element trusted HTML (from the server, sanitized there) describes. */
export const fromHtml = (html: string): HTMLElement => {
  const t = doc.createElement("template");
  t.innerHTML = html;
  return t.content.firstElementChild as HTMLElement;
};

/** An element whose text is set with textContent, never as HTML. */
export function el(tag: string, className: string, text?: string): HTMLElement {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
