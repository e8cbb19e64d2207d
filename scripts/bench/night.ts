import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { createScratchDatabase, type ServerNode } from "../cluster";
import { ForkedProcess } from "./forked";
import {
  type BenchSuite,
  benchPostgres,
  BENCH_HOST as HOST,
  wallClock as now,
  percentile,
  printedOnly,
  BENCH_SERVER_ENV as SERVER_ENV,
  signInDemoAdmin,
  sleep,
} from "./lib";
import { FAILOVERS, type Failover, NODES, startNightCluster } from "./night-failover";
import type { NightCommand, NightReport } from "./night-readers";
import { plan, writer } from "./night-writer";

/**
 * A long night on one channel: NODES servers on one PostgreSQL, readers on all of them (SSE
 * and polling), posts published, edited and deleted at a steady rate through any server, and
 * halfway one server killed with SIGKILL (or, with GRIP, Pushpin restarted: night-failover.ts).
 * Every reader must end with each post as it is, having taken no event twice and none out of
 * order; the readers of the killed server must be receiving again within a few seconds.
 */

const READERS_SCRIPT = fileURLToPath(new URL("./night-readers.ts", import.meta.url));
const READERS = Number(process.env.NIGHT_READERS) || 2_000;
/** Share of the readers on the server that is killed (an even spread by default). */
const ON_VICTIM = Number(process.env.NIGHT_ON_VICTIM) || 1 / NODES;
const POLLING_SHARE = 0.25;
/** Writes per second, at most MAX_IN_FLIGHT at a time (the servers set the pace past that). */
const RATE = Number(process.env.NIGHT_RATE) || 25;
const MAX_IN_FLIGHT = 6;
const DROPS_PER_MINUTE = 0.5;
const READER_PROCESSES = 4;
const TARGET_CATCH_UP_MS = 5_000;
const RUNS = (process.env.NIGHT_FAILOVER || "server")
  .split(",")
  .map((s) => s.trim())
  .filter((s): s is Failover => (FAILOVERS as readonly string[]).includes(s));

class ReaderProc extends ForkedProcess<NightCommand, NightReport> {
  constructor() {
    super(READERS_SCRIPT);
  }
}
type Finished = Extract<NightReport, { type: "finished" }>;

const spread = (xs: number[]) =>
  `p50 ${percentile(xs, 50).toFixed(0)} ms, p99 ${percentile(xs, 99).toFixed(0)} ms, all ${(xs.at(-1) ?? Number.NaN).toFixed(0)} ms`;
const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}`;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

/** The figures of one night, printed. */
function report(mode: Failover, results: Finished[], posts: number, log: (s: string) => void) {
  const sum = (
    k: "missing" | "duplicated" | "outOfOrder" | "resets" | "resumes" | "affected" | "notCaughtUp",
  ) => results.reduce((n, r) => n + r[k], 0);
  const readers = results.reduce((n, r) => n + r.readers, 0);
  const sse = sorted(results.flatMap((r) => r.caughtUpMs.sse));
  // Per SSE reader: what it waited as told (retry:), and the rest (reconnect, resume, next event).
  const retry = sorted(results.flatMap((r) => r.retryMs));
  const rest = sorted(
    results.flatMap((r) => r.caughtUpMs.sse.map((ms, i) => ms - (r.retryMs[i] ?? 0))),
  );
  const last = sse.at(-1) ?? Number.NaN;
  const zero = sum("missing") + sum("duplicated") + sum("outOfOrder") === 0;
  const caughtUp = sum("notCaughtUp") === 0 && last <= TARGET_CATCH_UP_MS;
  const what = mode === "grip-proxy" ? "Pushpin's restart" : "the kill";
  log(
    `deliveries: missing ${sum("missing")}, duplicated ${sum("duplicated")}, out of order ${sum("outOfOrder")} (${posts} posts × ${readers} readers; ${sum("resumes")} resumes, ${sum("resets")} resets)`,
  );
  log(
    `readers affected: ${sum("affected")}${sum("notCaughtUp") ? `, ${sum("notCaughtUp")} never receiving again` : ""}; receiving again after ${what}:`,
  );
  log(`  SSE (${sse.length}): ${spread(sse)}`);
  const attempts = sorted(results.flatMap((r) => r.attempts));
  const failures: Record<string, number> = {};
  for (const r of results) {
    for (const [why, n] of Object.entries(r.failedAttempts))
      failures[why] = (failures[why] ?? 0) + n;
  }
  const why = Object.entries(failures)
    .map(([k, n]) => `${k} × ${n}`)
    .join(", ");
  log(`    answered: ${spread(sorted(results.flatMap((r) => r.answeredMs)))}`);
  log(`    answer to first event: ${spread(sorted(results.flatMap((r) => r.firstEventMs)))}`);
  log(
    `    connection attempts until receiving: p50 ${percentile(attempts, 50)}, max ${attempts.at(-1) ?? 0}${why ? `; failed: ${why}` : ""}`,
  );
  // A stream whose first try met the server as it died needed another (sent on at once).
  const byTries = (first: boolean) =>
    sorted(
      results.flatMap((r) => r.caughtUpMs.sse.filter((_, i) => r.attempts[i]! <= 1 === first)),
    );
  for (const first of [true, false]) {
    const xs = byTries(first);
    if (xs.length) {
      log(
        `    back at the ${first ? "first try" : "second try or later"} (${xs.length}): ${spread(xs)}`,
      );
    }
  }
  // Held by Pushpin, a server's death drops no stream: no retry to tell apart.
  if (mode !== "grip-server") {
    log(`    of which waiting the retry delay: ${spread(retry)}`);
    log(`    the rest (reconnect, resume, next event): ${spread(rest)}`);
  }
  const polling = sorted(results.flatMap((r) => r.caughtUpMs.polling));
  if (polling.length) log(`  polling every ${5} s (${polling.length}): ${spread(polling)}`);
  log(`0 missing, duplicated and out of order: ${zero ? "met" : "NOT met"}`);
  log(
    `every SSE reader affected receiving within ${TARGET_CATCH_UP_MS / 1000} s: ${caughtUp ? "met" : "NOT met"}`,
  );
}

async function night(mode: Failover, pgUrl: string, log: (s: string) => void): Promise<void> {
  log(`— ${mode}: ${load()}`);
  const database = await createScratchDatabase(pgUrl, "ticker_night");
  const procs: ReaderProc[] = [];
  const cluster = await startNightCluster(
    mode,
    { ...SERVER_ENV, DATABASE_URL: database.url },
    READERS,
  ).catch(async (err) => {
    await database.drop().catch(() => {});
    throw err;
  });
  const { nodes } = cluster;
  try {
    const jwt = await signInDemoAdmin(nodes[0]!.base);
    const channel = await fetch(`${nodes[0]!.base}/api/channels/${HOST}`, {
      method: "POST",
      headers: { authorization: `Bearer ${jwt}`, "content-type": "application/json" },
      body: JSON.stringify({ name: `Night ${Date.now()}` }),
    });
    const channelId = String(((await channel.json()) as { id: string }).id);

    const ports = nodes.map((n) => n.port);
    const per = Math.ceil(READERS / READER_PROCESSES);
    for (let i = 0; i < READER_PROCESSES; i++) procs.push(new ReaderProc());
    const started = await Promise.all(
      procs.map((p) =>
        p.ask<Extract<NightReport, { type: "started" }>>({
          type: "start",
          ports,
          ...(cluster.streamPort ? { streamPort: cluster.streamPort } : {}),
          victim: cluster.victim,
          onVictim: ON_VICTIM,
          channelId,
          sse: Math.round(per * (1 - POLLING_SHARE)),
          polling: Math.round(per * POLLING_SHARE),
          dropsPerMinute: DROPS_PER_MINUTE,
        }),
      ),
    );
    const readers = started.reduce((n, s) => n + s.open, 0);
    log(
      `${readers} readers (${Math.round(POLLING_SHARE * 100)}% polling) on ${NODES} servers, ${Math.round(ON_VICTIM * 100)}% on the one killed${cluster.streamPort ? "; streams through Pushpin" : ""}`,
    );
    await sleep(2000);

    const dead = new Set<ServerNode>();
    const w = writer(nodes, dead, jwt, channelId);
    const ops = plan();
    const t0 = now();
    let failing: Promise<void> | null = null;
    const inFlight = new Set<Promise<void>>();
    for (let i = 0; i < ops.length; i++) {
      const due = t0 + (i * 1000) / RATE;
      if (due > now()) await sleep(due - now());
      if (!failing && i >= ops.length / 2) {
        const heads = await Promise.all(
          procs.map((p) => p.ask<Extract<NightReport, { type: "head" }>>({ type: "head" })),
        );
        const head = Math.max(...heads.map((h) => h.head));
        // Writes go on meanwhile (a Pushpin restart takes a few seconds).
        failing = cluster
          .fail((f) => {
            for (const p of procs) p.tell({ type: "killed", ...f, head });
          }, dead)
          .then((line) => log(`${line}, after ${i} of ${ops.length} writes`));
      }
      while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
      const job = w.run(ops[i]!).catch(() => {});
      inFlight.add(job);
      void job.then(() => inFlight.delete(job));
      if (i % 1000 === 999) log(`${i + 1} writes in ${((now() - t0) / 1000).toFixed(0)} s`);
    }
    await Promise.all([...inFlight, failing]);
    const elapsed = (now() - t0) / 1000;
    log(
      `${ops.length} writes in ${elapsed.toFixed(0)} s (${(ops.length / elapsed).toFixed(0)}/s), ${w.failed} failed`,
    );

    // The channel's last event: every reader must reach it.
    const survivor = nodes.find((n) => !dead.has(n))!;
    let head = 0;
    for (;;) {
      const res = await fetch(
        `${survivor.base}/api/live/public/${channelId}/changes?since=${head}`,
      );
      const page = (await res.json()) as { events: unknown[]; last: string };
      head = Number(page.last);
      if (page.events.length < 200) break;
    }
    const expected: Record<string, number> = {};
    for (const p of w.posts.values()) {
      expected[p.id] = p.deleted ? (p.version + 1) * 2 + 1 : p.version * 2;
    }
    const results = await Promise.all(
      procs.map((p) => p.ask<Finished>({ type: "finish", head, expected })),
    );
    report(mode, results, w.posts.size, log);
    log(`at the end: ${load()}`);
  } finally {
    for (const p of procs) p.child.kill();
    await cluster.stop();
    await database.drop().catch(() => {});
  }
}

export const nightBench: BenchSuite = {
  name: "night",
  description: `a long night: ${NODES} servers on PostgreSQL, readers resuming, one server killed (NIGHT_FAILOVER=${RUNS.join(",")})`,
  async setup({ log }) {
    const pgUrl = benchPostgres(log);
    if (!pgUrl) return printedOnly();
    for (const mode of RUNS) await night(mode, pgUrl, log);
    return printedOnly();
  },
};
