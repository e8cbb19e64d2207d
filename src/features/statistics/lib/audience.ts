import type { Audience } from "../../../../domain/schemas/statistics";

/** An hour of the table and the CSV: its most readers, posts and reader contributions. */
export interface AudienceRow {
  at: string;
  readers: number;
  posts: number;
  contributions: number;
}

const HOUR_MS = 3_600_000;
const hourOf = (iso: string) => Math.floor(Date.parse(iso) / HOUR_MS) * HOUR_MS;

/** The window an hour a row, oldest first: readers are the most in any of the hour's points. */
export function audienceRows(audience: Audience): AudienceRow[] {
  const peaks = new Map<number, number>();
  for (const p of audience.readers) {
    const hour = hourOf(p.at);
    peaks.set(hour, Math.max(peaks.get(hour) ?? 0, p.readers));
  }
  return audience.hours.map((h) => ({
    at: h.at,
    readers: peaks.get(hourOf(h.at)) ?? 0,
    posts: h.posts,
    contributions: h.contributions,
  }));
}

/** The rows as RFC 4180 CSV with a header row, times in UTC (ISO 8601). */
export function audienceCsv(rows: AudienceRow[], header: readonly string[]): string {
  const cell = (value: string) =>
    /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  const lines = [header.map(cell).join(",")];
  for (const r of rows) {
    lines.push([r.at, r.readers, r.posts, r.contributions].map(String).map(cell).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * The chart's aligned series (uPlot's shape): seconds, readers, and each point's hour's posts
 * and contributions, so they draw as steps an hour wide under the readers' line.
 */
export function audienceSeries(audience: Audience): [number[], number[], number[], number[]] {
  const hours = new Map(audience.hours.map((h) => [hourOf(h.at), h]));
  const x: number[] = [];
  const readers: number[] = [];
  const posts: number[] = [];
  const contributions: number[] = [];
  for (const p of audience.readers) {
    const hour = hours.get(hourOf(p.at));
    x.push(Date.parse(p.at) / 1000);
    readers.push(p.readers);
    posts.push(hour?.posts ?? 0);
    contributions.push(hour?.contributions ?? 0);
  }
  return [x, readers, posts, contributions];
}
