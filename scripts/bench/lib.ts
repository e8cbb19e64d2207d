import { performance } from "node:perf_hooks";
import { DEMO_CREDENTIALS } from "../../server/db/seed";

/** One timed case: a label and the function that performs one request. */
export interface BenchCase {
  name: string;
  run: () => Promise<void>;
}

export interface BenchResult {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

/** What every suite gets: the shared options of this run. */
export interface BenchOptions {
  runs: number;
  warmup: number;
  targetP95Ms: number;
  log: (line: string) => void;
}

/**
 * A benchmark section: sets itself up (a database, an app...), returns its cases and
 * how to tear down. scripts/bench.ts lists the suites; add one entry to add a section.
 */
export interface BenchSuite {
  name: string;
  description: string;
  setup(options: BenchOptions): Promise<{ cases: BenchCase[]; teardown(): Promise<void> }>;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export async function measure(c: BenchCase, options: BenchOptions): Promise<BenchResult> {
  for (let i = 0; i < options.warmup; i++) await c.run();
  const times: number[] = [];
  for (let i = 0; i < options.runs; i++) {
    const start = performance.now();
    await c.run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    name: c.name,
    runs: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? Number.NaN,
  };
}

export function formatResults(results: readonly BenchResult[], targetP95Ms: number): string {
  const width = Math.max(...results.map((r) => r.name.length), 4);
  const head = `${"case".padEnd(width)}  runs   p50 ms   p95 ms   max ms  p95 ≤ ${targetP95Ms} ms`;
  const rows = results.map(
    (r) =>
      `${r.name.padEnd(width)}  ${String(r.runs).padStart(4)}  ${r.p50.toFixed(2).padStart(7)}  ${r.p95
        .toFixed(2)
        .padStart(7)}  ${r.max.toFixed(2).padStart(7)}  ${r.p95 <= targetP95Ms ? "yes" : "NO"}`,
  );
  return [head, "-".repeat(head.length), ...rows].join("\n");
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export const wallClock = () => performance.timeOrigin + performance.now();
/** The demo account's newsroom, which every live bench publishes to. */
export const BENCH_HOST = "newsroom.demo";

/** The PostgreSQL server a section of several processes needs; null (and said) when none is set. */
export function benchPostgres(log: (line: string) => void): string | null {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) log("skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server)");
  return url || null;
}

/** A section that printed its own figures: nothing for the p50/p95 table. */
export const printedOnly = (): { cases: BenchCase[]; teardown(): Promise<void> } => ({
  cases: [],
  teardown: async () => {},
});
/**
 * Server settings of every benchmarked process: the defaults (scheduler, logs), except what a
 * bench needs to run at all.
 */
export const BENCH_SERVER_ENV = {
  // The server's default (scripts/cluster.ts starts its nodes at "warn" for tests): a bench
  // pays for the request log as production does.
  LOG_LEVEL: "info",
  // Each bench target signs the demo admin in; a run signs in more than the default 10 a minute.
  RATE_LIMIT_LOGIN_PER_MINUTE: "1000",
};

/** POSTs `body` to the API as `jwt`; anything but 2xx throws with the answer's text. */
export async function postApi(base: string, jwt: string, path: string, body: unknown) {
  const res = await fetch(`${base}/api${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${jwt}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as unknown;
}

/** The demo admin's token (the seed's credentials). */
export async function signInDemoAdmin(base: string): Promise<string> {
  const admin = DEMO_CREDENTIALS.find((c) => c.role === "admin")!;
  const res = await fetch(`${base}/api/auth/demo/authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  return String(((await res.json()) as { jwt: string }).jwt);
}
