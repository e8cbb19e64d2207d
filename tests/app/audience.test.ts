import { describe, expect, it } from "vitest";
import type { Audience } from "../../domain/schemas/statistics";
import {
  audienceCsv,
  audienceRows,
  audienceSeries,
} from "../../src/features/statistics/lib/audience";

const HOUR = 3_600_000;
const MINUTE = 60_000;
const start = Date.UTC(2026, 10, 27, 20);
const iso = (ms: number) => new Date(ms).toISOString();

/** Two hours a minute: 20:00–21:59, readers 100 at 20:30 and 250 at 21:05. */
const audience: Audience = {
  channelId: "c",
  range: "6h",
  step: "minute",
  from: iso(start),
  to: iso(start + 2 * HOUR - 1),
  readers: Array.from({ length: 120 }, (_, i) => ({
    at: iso(start + i * MINUTE),
    readers: i === 30 ? 100 : i === 65 ? 250 : i > 65 ? 10 : 0,
  })),
  peak: { readers: 250, at: iso(start + 65 * MINUTE) },
  hours: [
    { at: iso(start), posts: 3, contributions: 0 },
    { at: iso(start + HOUR), posts: 1, contributions: 7 },
  ],
};

describe("the audience chart's figures", () => {
  it("takes each hour's most readers for the table and the CSV", () => {
    expect(audienceRows(audience)).toEqual([
      { at: iso(start), readers: 100, posts: 3, contributions: 0 },
      { at: iso(start + HOUR), readers: 250, posts: 1, contributions: 7 },
    ]);
  });

  it("writes RFC 4180 CSV, quoting what needs it", () => {
    const csv = audienceCsv(audienceRows(audience), ["hour_utc", 'most "readers", ever', "posts"]);
    expect(csv.split("\r\n")).toEqual([
      'hour_utc,"most ""readers"", ever",posts',
      "2026-11-27T20:00:00.000Z,100,3,0",
      "2026-11-27T21:00:00.000Z,250,1,7",
      "",
    ]);
  });

  it("aligns the hour's posts and contributions with every minute of it", () => {
    const [x, readers, posts, contributions] = audienceSeries(audience);
    expect(x).toHaveLength(120);
    expect(x[1]! - x[0]!).toBe(60);
    expect(readers[65]).toBe(250);
    expect(posts.slice(0, 60).every((n) => n === 3)).toBe(true);
    expect(posts.slice(60).every((n) => n === 1)).toBe(true);
    expect(contributions[119]).toBe(7);
  });
});
