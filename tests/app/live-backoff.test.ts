import { describe, expect, it } from "vitest";
import { Backoff, backoffDelay } from "../../src/lib/live/backoff";

describe("live backoff", () => {
  it("doubles from 1 s to 30 s with jitter in the upper half of each step", () => {
    const low = (n: number) => backoffDelay(n, { random: () => 0 });
    const high = (n: number) => backoffDelay(n, { random: () => 0.999999 });
    expect([0, 1, 2, 3, 4, 5, 6].map(high)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(low(0)).toBe(500);
    expect(low(5)).toBe(15000);
    expect(high(100)).toBe(30000);
  });

  it("jitters: different random values give different delays", () => {
    const a = backoffDelay(3, { random: () => 0.1 });
    const b = backoffDelay(3, { random: () => 0.9 });
    expect(a).not.toBe(b);
    expect(a).toBeGreaterThanOrEqual(4000);
    expect(b).toBeLessThanOrEqual(8000);
  });

  it("counts failures and starts over after reset (a healthy connection)", () => {
    const b = new Backoff({ random: () => 0.999999 });
    expect([b.next(), b.next(), b.next()]).toEqual([1000, 2000, 4000]);
    expect(b.failures).toBe(3);
    b.reset();
    expect(b.next()).toBe(1000);
  });
});
