import { useSyncExternalStore } from "react";

/**
 * The width as of the last resize. React asks for the snapshot on every render of every user,
 * often mid-commit with the DOM changed: reading `innerWidth` there forced a layout each time
 * (about 100 ms on a phone while the suite first renders).
 */
let width: number | null = null;
const listeners = new Set<() => void>();

function onResize(): void {
  width = window.innerWidth;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("resize", onResize);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("resize", onResize);
  };
}

function snapshot(): number {
  // Between the last listener leaving and the next arriving, a resize goes unseen: read afresh.
  if (width === null || listeners.size === 0) width = window.innerWidth;
  return width;
}

/** The feed route is valid only below a width, so the guard re-decides on resize. */
export const useViewportWidth = (): number => useSyncExternalStore(subscribe, snapshot, () => 1024);
