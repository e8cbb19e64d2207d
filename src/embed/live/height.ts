/**
 * What the frame tells the host page that frames it (the loader): the page's height, which
 * sizes the frame, and where to scroll. Rendered in the host page itself there is no frame:
 * nothing to tell.
 */
import { boot, doc, host } from "./page";

/** A message to the host page, about this channel's frame. */
export const tellHost = (type: string, extra?: object) => {
  if (!host) window.parent.postMessage({ type, channelId: boot.channelId, ...extra }, "*");
};

let lastHeight = 0;

export function postHeight(): void {
  const height = Math.ceil(doc.documentElement.getBoundingClientRect().height);
  if (host || height === lastHeight || window.parent === window) return;
  lastHeight = height;
  tellHost("ticker:height", { height });
}

/** Tells it now, and again whenever the page's size changes. */
export function followHeight(): void {
  if (host) return;
  if (typeof ResizeObserver === "function") new ResizeObserver(postHeight).observe(doc.body);
  window.addEventListener("load", postHeight);
  postHeight();
}
