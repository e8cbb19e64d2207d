export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  /** Random source in [0, 1) (injected by tests). */
  random?: () => number;
}

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;
/** A connection that stayed open this long resets the backoff. */
export const HEALTHY_AFTER_MS = 10_000;

/**
 * Exponential backoff with "equal jitter": attempt 0 waits 0.5–1 s, doubling up to 15–30 s.
 * Never below half the step, so reconnect storms spread but never hammer.
 */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? BACKOFF_BASE_MS;
  const max = options.maxMs ?? BACKOFF_MAX_MS;
  const random = options.random ?? Math.random;
  const step = Math.min(max, base * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(step / 2 + random() * (step / 2));
}

/** Counts failures; reset once a connection has been healthy long enough. */
export class Backoff {
  private attempt = 0;
  constructor(private readonly options: BackoffOptions = {}) {}
  get failures(): number {
    return this.attempt;
  }
  next(): number {
    const delay = backoffDelay(this.attempt, this.options);
    this.attempt++;
    return delay;
  }
  reset(): void {
    this.attempt = 0;
  }
}
