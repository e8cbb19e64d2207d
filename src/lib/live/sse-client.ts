import { HEARTBEAT_MS } from "../../../domain/schemas/live";
import { apiBaseUrl } from "../api-client";
import { storage } from "../local-data/web-storage";
import { Backoff, type BackoffOptions, HEALTHY_AFTER_MS } from "./backoff";
import { createSseParser, type SseMessage } from "./sse-parser";

export type LiveStatus = "connecting" | "open" | "error";

export interface SseClientOptions {
  /** Path under the API base (e.g. livePaths.editorStream(host, channelId)). */
  path: string;
  onMessage: (message: SseMessage) => void;
  /** Status changes; `failures` counts failed attempts since the last successful open. */
  onStatus?: (status: LiveStatus, failures: number) => void;
  /** Resume point (Last-Event-ID) for the first connection. */
  lastEventId?: string | null;
  /** Event types after which the server closes for good (no reconnect). */
  terminalEvents?: readonly string[];
  /** Defaults to the API client's token (storage.activeToken()). */
  getToken?: () => string | null;
  fetch?: typeof fetch;
  backoff?: BackoffOptions;
  healthyAfterMs?: number;
  /** No bytes (not even a heartbeat) for this long: the connection is dead, reconnect. */
  idleTimeoutMs?: number;
  /** Window-like target for online/offline events and navigator.onLine (tests inject one). */
  isOnline?: () => boolean;
  onlineEvents?: Pick<Window, "addEventListener" | "removeEventListener">;
}

export interface SseClient {
  readonly lastEventId: string | null;
  /** Stops for good: aborts the request and any pending reconnect. */
  close(): void;
  /** Drops the current connection (or wait) and connects again now. */
  reconnect(): void;
}

const defaultOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/**
 * A fetch-based SSE client (EventSource cannot send an Authorization header): resumes with
 * Last-Event-ID, reconnects with exponential backoff and jitter (reset after a healthy
 * period), waits while the browser is offline and reconnects at once on "online".
 */
export function connectSse(options: SseClientOptions): SseClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const getToken = options.getToken ?? (() => storage.activeToken());
  const isOnline = options.isOnline ?? defaultOnline;
  const target = options.onlineEvents ?? (typeof window === "undefined" ? undefined : window);
  const healthyAfter = options.healthyAfterMs ?? HEALTHY_AFTER_MS;
  const idleTimeout = options.idleTimeoutMs ?? HEARTBEAT_MS * 2.5;
  const backoff = new Backoff(options.backoff);
  let lastEventId = options.lastEventId ?? null;
  let closed = false;
  let failures = 0;
  let request: AbortController | null = null;
  let wake: (() => void) | null = null;

  const status = (s: LiveStatus) => options.onStatus?.(s, failures);

  /** Resolves after ms, or earlier on wake() (online, reconnect, close). */
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const onOnline = () => wake?.();
  const onOffline = () => request?.abort();
  target?.addEventListener("online", onOnline);
  target?.addEventListener("offline", onOffline);
  let attached = target !== undefined;
  const detach = () => {
    if (!attached) return;
    attached = false;
    // A test environment torn down under a still-running loop leaves a window without methods.
    if (typeof target?.removeEventListener !== "function") return;
    target.removeEventListener("online", onOnline);
    target.removeEventListener("offline", onOffline);
  };

  /** One connection; resolves true when the server ended the stream for good. */
  const once = async (): Promise<boolean> => {
    request = new AbortController();
    const headers: Record<string, string> = { Accept: "text/event-stream" };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastEventId) headers["Last-Event-ID"] = lastEventId;
    const response = await doFetch(`${apiBaseUrl()}${options.path}`, {
      headers,
      credentials: "include",
      cache: "no-store",
      signal: request.signal,
    });
    if (!response.ok || !response.body) throw new Error(`Live stream answered ${response.status}`);
    failures = 0;
    status("open");
    const healthy = setTimeout(() => backoff.reset(), healthyAfter);
    const parser = createSseParser(lastEventId);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let terminal = false;
    const current = request;
    const dead = () => {
      current.abort();
      reader.cancel().catch(() => undefined);
    };
    let idle = setTimeout(dead, idleTimeout);
    try {
      for (;;) {
        const { value, done } = await reader.read();
        clearTimeout(idle);
        idle = setTimeout(dead, idleTimeout);
        if (done) break;
        for (const message of parser.push(value)) {
          if (message.id !== null) lastEventId = message.id;
          options.onMessage(message);
          if (options.terminalEvents?.includes(message.event)) terminal = true;
        }
      }
    } finally {
      clearTimeout(healthy);
      clearTimeout(idle);
      reader.releaseLock();
    }
    return terminal;
  };

  const run = async () => {
    while (!closed) {
      if (!isOnline()) {
        status("error");
        await sleep(60_000);
        continue;
      }
      status("connecting");
      try {
        if (await once()) {
          closed = true;
          break;
        }
      } catch {
        // Network error, refused or aborted: counted below unless we were closed.
      }
      request = null;
      if (closed) break;
      failures++;
      status("error");
      await sleep(backoff.next());
    }
    detach();
  };
  void run();

  return {
    get lastEventId() {
      return lastEventId;
    },
    close() {
      closed = true;
      // Now, not when the loop ends: by then the page (or a test's window) may be gone.
      detach();
      request?.abort();
      wake?.();
    },
    reconnect() {
      backoff.reset();
      request?.abort();
      wake?.();
    },
  };
}
