import type { SyncReport } from "./outbox";

/**
 * Retries the outbox by itself while the page is open. A flaky connection never fires the
 * browser's `online` event, so a failed replay schedules the next one: exponential backoff
 * capped at `capMs`, with jitter so many tabs and devices do not come back in step, and back to
 * the first delay once a replay gets through.
 */

export const RETRY_BASE_MS = 1000;
export const RETRY_CAP_MS = 15_000;

/** "Equal jitter": half of the exponential delay is fixed, the other half random. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** attempt);
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/** What the outbox can say about the network: all sent, offline, or the server unreachable. */
export type OutboxConnection = "ok" | "offline" | "unreachable";

export interface OutboxRetrierDeps {
  sync: () => Promise<SyncReport>;
  isOnline: () => boolean;
  onReport: (report: SyncReport) => void;
  onConnection: (connection: OutboxConnection) => void;
  random?: () => number;
}

export interface OutboxRetrier {
  /** Replays now (start, `online`, a new queued write); a pending retry is replaced. */
  kick: () => void;
  stop: () => void;
}

export function createOutboxRetrier(deps: OutboxRetrierDeps): OutboxRetrier {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let running = false;
  let again = false;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const run = async () => {
    if (stopped) return;
    clear();
    if (!deps.isOnline()) {
      // The `online` event will come: no point polling a browser that knows it is offline.
      deps.onConnection("offline");
      return;
    }
    if (running) {
      again = true;
      return;
    }
    running = true;
    const report = await deps
      .sync()
      .catch((): SyncReport => ({ sent: 0, conflicts: 0, failed: 0, offline: true }));
    running = false;
    if (stopped) return;
    deps.onReport(report);
    if (report.offline) {
      deps.onConnection(deps.isOnline() ? "unreachable" : "offline");
      if (!again) {
        timer = setTimeout(() => void run(), retryDelay(attempt, deps.random));
        attempt += 1;
      }
    } else {
      attempt = 0;
      deps.onConnection("ok");
    }
    if (again) {
      again = false;
      void run();
    }
  };

  return {
    kick: () => void run(),
    stop: () => {
      stopped = true;
      clear();
    },
  };
}
