/** The key events list, when the server rendered it (the account's keyEvents flag). */

import { KEY_EVENTS_SHOWN, keyEventItem } from "../../../domain/embed/shared";
import type { Post } from "../../../domain/schemas/post";
import { postHeight } from "./height";
import { $, fromHtml, s } from "./page";

const keysNav = $<HTMLElement>(".t-keys");
const keysList = keysNav ? $<HTMLOListElement>(".t-keys-list", keysNav) : null;
const keysAll = keysNav ? $<HTMLButtonElement>(".t-keys-all", keysNav) : null;
let keysExpanded = false;

/** Shows the newest KEY_EVENTS_SHOWN (or all, once expanded) and the "Show all" button. */
function layoutKeyEvents(): void {
  if (!keysNav || !keysList || !keysAll) return;
  const items = Array.from(keysList.children) as HTMLElement[];
  items.forEach((li, i) => {
    li.hidden = !keysExpanded && i >= KEY_EVENTS_SHOWN;
  });
  keysNav.hidden = items.length === 0;
  keysAll.hidden = items.length <= KEY_EVENTS_SHOWN;
  keysAll.setAttribute("aria-expanded", String(keysExpanded));
  keysAll.textContent = keysExpanded
    ? s.keyEventsFewer
    : s.keyEventsAll.replace("{n}", String(items.length));
  postHeight();
}

export function removeKeyEvent(id: string): void {
  if (!keysList) return;
  const li = (Array.from(keysList.children) as HTMLElement[]).find((el) => el.dataset.id === id);
  if (!li) return;
  li.remove();
  layoutKeyEvents();
}

/** A published or changed post joins, moves in or leaves the list (newest first). */
export function updateKeyEvent(post: Post): void {
  if (!keysList) return;
  removeKeyEvent(post.id);
  if (!post.keyEvent) return;
  const li = fromHtml(keyEventItem(post));
  const created = Date.parse(post.createdUtc);
  const next = (Array.from(keysList.children) as HTMLElement[]).find(
    (other) => Date.parse(other.dataset.created ?? "") < created,
  );
  keysList.insertBefore(li, next ?? null);
  layoutKeyEvents();
}

/** "Show all" and "Show fewer". */
export function followKeyEvents(): void {
  keysAll?.addEventListener("click", () => {
    keysExpanded = !keysExpanded;
    layoutKeyEvents();
  });
}
