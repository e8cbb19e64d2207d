/**
 * The feed of posts: a post published, changed or deleted live is put in its place (pinned
 * first, then by order); while the reader has scrolled down, new posts wait behind the
 * "N new posts" button (and the tab's title counts them) instead of moving what is read.
 */
import { postArticle, shortTime } from "../../../domain/embed/shared";
import type { Post } from "../../../domain/schemas/post";
import { decorate } from "./addons";
import { postHeight, tellHost } from "./height";
import { removeKeyEvent, updateKeyEvent } from "./key-events";
import { $, boot, byId, doc, fromHtml, host, root, s } from "./page";

export const feed = $<HTMLElement>("#t-feed") as HTMLElement;
const newButton = $<HTMLButtonElement>(".t-new") as HTMLButtonElement;
const baseTitle = doc.title;
let pending: HTMLElement[] = [];
let parentScrolled = false;

export const articleOf = (id: string) => byId(`post-${id}`);

/** Feed order: pinned first, then order desc, then id desc (as the server pages). */
const key = (el: HTMLElement) => ({
  pinned: el.classList.contains("t-pinned"),
  order: Number(el.dataset.order),
  id: el.dataset.id ?? "",
});
function before(a: { pinned: boolean; order: number; id: string }, b: typeof a): boolean {
  if (a.pinned !== b.pinned) return a.pinned;
  if (a.order !== b.order) return a.order > b.order;
  return a.id > b.id;
}

/** Read on past the top: in a host page, past the live blog's own top. */
const readerScrolled = () =>
  host ? host.getBoundingClientRect().top < -120 : parentScrolled || window.scrollY > 120;
const hasMore = () => Boolean($(".t-load-more"));

function place(el: HTMLElement): boolean {
  const k = key(el);
  for (const other of Array.from(feed.children) as HTMLElement[]) {
    if (other !== el && before(k, key(other))) {
      feed.insertBefore(el, other);
      return true;
    }
  }
  // Below every loaded post: it belongs to a page not loaded yet.
  if (hasMore()) return false;
  feed.appendChild(el);
  return true;
}

/** Asks the social networks' scripts, when the page has them, to draw the embeds in `el`. */
export function loadProviders(el: HTMLElement): void {
  const w = window as unknown as {
    twttr?: { widgets?: { load(e?: Element): void } };
    instgrm?: { Embeds?: { process(): void } };
    FB?: { XFBML?: { parse(e?: Element): void } };
  };
  if ($(".twitter-tweet", el)) w.twttr?.widgets?.load(el);
  if ($(".instagram-media", el)) w.instgrm?.Embeds?.process();
  if ($(".fb-post", el)) w.FB?.XFBML?.parse(el);
}

export function upsert(post: Post, isNew: boolean): void {
  const old = articleOf(post.id);
  if (old && Number(old.dataset.version) > post.version) return;
  updateKeyEvent(post);
  const el = fromHtml(
    postArticle(post, s, boot.iconsOff ? null : boot.icons, undefined, boot.shareUrl, boot.anchor),
  );
  const wasPending = old ? pending.includes(old) : false;
  old?.remove();
  if (wasPending) pending = pending.filter((p) => p !== old);
  if (!place(el)) return;
  if ((isNew && !old && readerScrolled()) || wasPending) {
    el.hidden = true;
    pending.push(el);
  } else if (isNew && !old) {
    el.classList.add("t-fresh");
  }
  loadProviders(el);
  decorate(el);
  afterChange();
}

export function remove(id: string): void {
  removeKeyEvent(id);
  const el = articleOf(id);
  if (!el) return;
  pending = pending.filter((p) => p !== el);
  el.remove();
  afterChange();
}

export function revealPending(): void {
  for (const el of pending) {
    el.hidden = false;
    el.classList.add("t-fresh");
  }
  pending = [];
  afterChange();
}

export function afterChange(): void {
  const n = pending.length;
  newButton.hidden = n === 0;
  newButton.textContent = n === 1 ? s.newPosts1 : s.newPostsN.replace("{n}", String(n));
  // The host page's title is the publisher's own.
  if (!host) doc.title = n > 0 ? `(${n}) ${baseTitle}` : baseTitle;
  const empty = $<HTMLElement>(".t-empty");
  if (empty) empty.hidden = feed.children.length > 0;
  postHeight();
}

/**
 * Times in the reader's own time zone; the host page's scroll (told by the loader), the
 * reader's own, and the new posts button.
 */
export function followFeed(): void {
  for (const t of Array.from(root.querySelectorAll<HTMLTimeElement>(".t-time"))) {
    t.textContent = shortTime(t.dateTime);
  }
  window.addEventListener("message", (e: MessageEvent) => {
    const d = e.data as { type?: string; scrolledPast?: unknown } | null;
    if (
      e.source === window.parent &&
      d?.type === "ticker:viewport" &&
      typeof d.scrolledPast === "number"
    ) {
      parentScrolled = d.scrolledPast > 120;
      if (!parentScrolled && window.scrollY < 120) revealPending();
    }
  });
  newButton.addEventListener("click", () => {
    revealPending();
    if (host) {
      host.scrollIntoView({ behavior: "smooth", block: "start" });
      return;
    }
    window.scrollTo({ top: 0, behavior: "smooth" });
    tellHost("ticker:scrollTop");
  });
  window.addEventListener(
    "scroll",
    () => {
      if (!readerScrolled()) revealPending();
    },
    { passive: true },
  );
}
