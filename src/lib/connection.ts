import { storage } from "./local-data/web-storage";

/**
 * Whether the server can be reached, as the API calls find it: a network failure, a timeout
 * or a 5xx starts an outage, any other answer ends it. Its start is kept across reloads, so
 * "offline since" names when the server was last out of reach, not when the page loaded.
 * Plain (no React): the sign-in page's calls report here too.
 */

const listeners = new Set<() => void>();
let since: number | null = storage.offlineSince();

function set(value: number | null): void {
  if (value === since) return;
  since = value;
  storage.setOfflineSince(value);
  for (const listener of listeners) listener();
}

export const offlineSince = (): number | null => since;

export function reportUnreachable(now = Date.now()): void {
  if (since === null) set(now);
}

export function reportReachable(): void {
  if (since !== null) set(null);
}

/** Whether a failed call means the server is out of reach (rather than that it refused). */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof TypeError || (error instanceof DOMException && error.name === "TimeoutError")
  );
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  // The browser knows before any call fails.
  const offline = () => reportUnreachable();
  window.addEventListener("offline", offline);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("offline", offline);
  };
}

if (typeof navigator !== "undefined" && navigator.onLine === false) reportUnreachable();
