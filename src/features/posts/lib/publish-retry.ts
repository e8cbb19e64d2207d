import { ApiError } from "../../../lib/api-client";
import { backoffDelay } from "../../../lib/live/backoff";

/**
 * A publish on a flaky link. The request carries one idempotency key for all its attempts, so
 * resending after a lost answer publishes once; what is worth resending is a failure that says
 * nothing about the post: the network, or a gateway between us and the server.
 */

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** The post may or may not have reached the server: sending the same request again is safe. */
export const isFlakyFailure = (error: unknown): boolean =>
  error instanceof TypeError || (error instanceof ApiError && GATEWAY_STATUSES.has(error.status));

/** Waits like the draft outbox does: exponential, capped, with jitter so devices spread out. */
export const PUBLISH_RETRY = { baseMs: 1000, maxMs: 15_000 } as const;

export interface RetryOptions {
  isOnline: () => boolean;
  /** Each time a failed attempt is about to be sent again. */
  onRetry: (attempt: number) => void;
  signal: AbortSignal;
  random?: () => number;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", stop, { once: true });
  });

/**
 * Sends until the server answers. A browser that knows it is offline stops the retries (the
 * caller says so, and the key stays for the next press); any answer of the server's own, a
 * refusal included, ends them.
 */
export async function sendWithRetry<T>(send: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!isFlakyFailure(error) || !options.isOnline() || options.signal.aborted) throw error;
      options.onRetry(attempt + 1);
      await sleep(
        backoffDelay(attempt, { ...PUBLISH_RETRY, random: options.random }),
        options.signal,
      );
      if (!options.isOnline()) throw error;
    }
  }
}
