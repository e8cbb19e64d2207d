/**
 * The random id that tells one reader's poll vote from another's. The reader page runs
 * sandboxed at an opaque origin (server/embed/reader-policy.ts), where storage throws, so the
 * embed.js loader keeps the id in the newsroom page's own storage and hands it to its frames
 * when they ask. A page opened on its own, or framed without the loader, keeps one for this
 * page view.
 */

export const READER_ASK = "ticker:reader-ask";
export const READER_ANSWER = "ticker:reader";
export const READER_KEY = "ticker:reader";
const READER_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** How long a framed page waits for the loader before it makes up its own id. */
const ASK_TIMEOUT_MS = 1000;

export const isReaderId = (value: unknown): value is string =>
  typeof value === "string" && READER_ID.test(value);

export const freshReaderId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(18)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");

/**
 * The id kept in this page's own storage: the newsroom page's, where embed.js or the live blog
 * it renders in place runs; null where storage is out of reach (the sandboxed reader page).
 */
export function storedReaderId(): string | null {
  try {
    const kept = localStorage.getItem(READER_KEY);
    const id = isReaderId(kept) ? kept : freshReaderId();
    if (kept !== id) localStorage.setItem(READER_KEY, id);
    return id;
  } catch {
    return null;
  }
}

let asked: Promise<string> | undefined;

/** The reader's id: this page's own, else the loader's when it answers, else one for this page view. */
export function readerId(channelId: string): Promise<string> {
  asked ??= new Promise<string>((resolve) => {
    const stored = storedReaderId();
    if (stored) {
      resolve(stored);
      return;
    }
    if (window.parent === window) {
      resolve(freshReaderId());
      return;
    }
    const timer = setTimeout(() => {
      window.removeEventListener("message", onMessage);
      resolve(freshReaderId());
    }, ASK_TIMEOUT_MS);
    function onMessage(e: MessageEvent): void {
      const d = e.data as { type?: string; reader?: unknown } | null;
      if (e.source !== window.parent || d?.type !== READER_ANSWER || !isReaderId(d.reader)) return;
      clearTimeout(timer);
      window.removeEventListener("message", onMessage);
      resolve(d.reader);
    }
    window.addEventListener("message", onMessage);
    window.parent.postMessage({ type: READER_ASK, channelId }, "*");
  });
  return asked;
}
