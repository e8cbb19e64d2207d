/**
 * Older pages: "Load more" appends the next one in place, and a jump to a post (a key event
 * or a shared link) loads pages until the post is there.
 */
import { shortTime } from "../../../domain/embed/shared";
import { decorate } from "./addons";
import { afterChange, articleOf, feed, loadProviders, revealPending } from "./feed";
import { tellHost } from "./height";
import { $, doc, root } from "./page";

/** Appends the next older page; false when there is none or it could not be loaded. */
async function loadMore(link: HTMLAnchorElement): Promise<boolean> {
  link.setAttribute("aria-busy", "true");
  try {
    const res = await fetch(link.href);
    if (!res.ok) return false;
    const page = new DOMParser().parseFromString(await res.text(), "text/html");
    for (const a of Array.from(page.querySelectorAll<HTMLElement>("#t-feed > article"))) {
      if (articleOf(a.dataset.id ?? "")) continue;
      const el = doc.importNode(a, true);
      const time = $<HTMLTimeElement>(".t-time", el);
      if (time) time.textContent = shortTime(time.dateTime);
      feed.appendChild(el);
      loadProviders(el);
      decorate(el);
    }
    const next = page.querySelector<HTMLAnchorElement>(".t-load-more");
    if (next) link.href = next.getAttribute("href") ?? "";
    else link.remove();
    return true;
  } finally {
    link.removeAttribute("aria-busy");
    afterChange();
  }
}

/** Older pages a jump to a key event may load before it gives up. */
const JUMP_MAX_PAGES = 50;

/** Scrolls to a post (loading older pages until it is there) and moves focus to it. */
export async function jumpTo(id: string): Promise<void> {
  let target = articleOf(id);
  for (let i = 0; !target && i < JUMP_MAX_PAGES; i++) {
    const link = $<HTMLAnchorElement>(".t-load-more");
    if (!link || !(await loadMore(link))) break;
    target = articleOf(id);
  }
  if (!target) return;
  if (target.hidden) revealPending();
  target.tabIndex = -1;
  target.classList.remove("t-target");
  void target.offsetWidth;
  target.classList.add("t-target");
  target.focus({ preventScroll: true });
  target.scrollIntoView({ behavior: "smooth", block: "start" });
  // In the loader's auto-sized frame only the host page scrolls: it scrolls to the post.
  tellHost("ticker:scrollTo", { top: target.getBoundingClientRect().top + window.scrollY });
}

/** Key event links and "Load more" (the link works without JavaScript too). */
export function followLinks(): void {
  root.addEventListener("click", async (e) => {
    const key = (e.target as Element).closest?.<HTMLAnchorElement>(".t-key-link");
    if (key) {
      e.preventDefault();
      await jumpTo(key.closest<HTMLElement>(".t-key")?.dataset.id ?? "");
      return;
    }
    const link = (e.target as Element).closest?.<HTMLAnchorElement>(".t-load-more");
    if (!link) return;
    e.preventDefault();
    try {
      if (!(await loadMore(link))) window.location.href = link.href;
    } catch {
      window.location.href = link.href;
    }
  });
}
