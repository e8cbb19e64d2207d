import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SyncReport } from "../../src/features/drafts/lib/outbox";
import {
  createOutboxRetrier,
  type OutboxConnection,
  RETRY_CAP_MS,
  retryDelay,
} from "../../src/features/drafts/lib/outbox-retry";

const report = (offline: boolean): SyncReport => ({
  sent: offline ? 0 : 1,
  conflicts: 0,
  failed: 0,
  offline,
});

describe("retryDelay", () => {
  it("doubles from 1 s up to the 15 s cap, with up to half of it random", () => {
    const max = [0, 1, 2, 3, 4, 5, 9].map((a) => retryDelay(a, () => 1));
    expect(max).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
    const min = [0, 1, 2, 3, 4].map((a) => retryDelay(a, () => 0));
    expect(min).toEqual([500, 1000, 2000, 4000, 7500]);
  });
});

describe("outbox retrier", () => {
  let online = true;
  let results: boolean[] = [];
  const sync = vi.fn(async () => report(results.shift() ?? false));
  const connections: OutboxConnection[] = [];
  const make = () =>
    createOutboxRetrier({
      sync,
      isOnline: () => online,
      onReport: () => {},
      onConnection: (c) => connections.push(c),
      random: () => 1,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    online = true;
    results = [];
    sync.mockClear();
    connections.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it("retries a failed replay by itself, backing off, and starts over after a success", async () => {
    results = [true, true, true, false, true];
    const retrier = make();
    retrier.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(sync).toHaveBeenCalledTimes(1);
    expect(connections.at(-1)).toBe("unreachable");

    await vi.advanceTimersByTimeAsync(999);
    expect(sync).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sync).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sync).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(sync).toHaveBeenCalledTimes(4);
    expect(connections.at(-1)).toBe("ok");

    // Nothing more to do until the next write; that one fails and backs off from 1 s again.
    await vi.advanceTimersByTimeAsync(RETRY_CAP_MS * 2);
    expect(sync).toHaveBeenCalledTimes(4);
    retrier.kick();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sync).toHaveBeenCalledTimes(6);
    retrier.stop();
  });

  it("never waits longer than the cap", async () => {
    results = Array.from({ length: 10 }, () => true);
    const retrier = make();
    retrier.kick();
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000);
    expect(sync).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(RETRY_CAP_MS);
    expect(sync).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(RETRY_CAP_MS);
    expect(sync).toHaveBeenCalledTimes(7);
    retrier.stop();
    await vi.advanceTimersByTimeAsync(RETRY_CAP_MS * 2);
    expect(sync).toHaveBeenCalledTimes(7);
  });

  it("says offline and waits for the browser's online event when the browser is offline", async () => {
    online = false;
    const retrier = make();
    retrier.kick();
    await vi.advanceTimersByTimeAsync(RETRY_CAP_MS * 2);
    expect(sync).not.toHaveBeenCalled();
    expect(connections).toEqual(["offline"]);
    online = true;
    retrier.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(sync).toHaveBeenCalledTimes(1);
    expect(connections.at(-1)).toBe("ok");
    retrier.stop();
  });
});
