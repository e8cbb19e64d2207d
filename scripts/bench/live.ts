import { execSync, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_CREDENTIALS } from "../../server/db/seed";
import { createScratchDatabase, type ServerNode, startServerNode } from "../cluster";
import type { BenchSuite } from "./lib";
import { BENCH_HOST as HOST, percentile, BENCH_SERVER_ENV as SERVER_ENV, sleep } from "./lib";
import { READERS_PER_TIER_NODE, startGripTier } from "./live-grip";
import {
  addReaders,
  floorFrame,
  floorFrameBytes,
  type Held,
  hold,
  type Measured,
  markerFor,
  measure,
  openLine,
  PUBLISHES,
  publishOnce,
  release,
  rssMb,
  type Target,
} from "./live-measure";

const FLOOR_SCRIPT = fileURLToPath(new URL("./floor-server.ts", import.meta.url));
/** Reader counts of the GRIP runs: each held by the tier while the next are added. */
const GRIP_STEPS = (process.env.BENCH_GRIP_STEPS ?? "10000,20000,30000,40000")
  .split(",")
  .map(Number)
  .filter((n) => n > 0);
const TARGET_P99_MS = 250;
const TARGET_RSS_MB = 1024;
const TARGET_RSS_READERS = 20_000;
/** Multi-node run: server processes on one PostgreSQL, and how many readers they share. */
const NODES = 3;
const MULTI_READERS = Number(process.env.BENCH_MULTI_READERS) || 6_000;
/** Ticker's p99 may be at most this many times the floor's (minimal SSE server). */
const TARGET_FLOOR_RATIO = 1.5;
/** Which runs to make (all by default): to measure one of them again on its own. */
const RUNS = new Set(
  (process.env.BENCH_LIVE_RUNS ?? "single,grip-pglite,grip-pg,multi")
    .split(",")
    .map((r) => r.trim()),
);

/** What `uptime` says of the load: the 1, 5 and 15 minute averages. */
const machineLoad = () =>
  `${new Date().toISOString().slice(11, 19)} UTC, load average: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`;

function fdLimit(): number {
  try {
    return Number(execSync("sh -c 'ulimit -n'").toString().trim()) || 1024;
  } catch {
    return 1024;
  }
}

async function api(base: string, method: string, path: string, jwt: string | null, body?: unknown) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function tickerTarget(label: string, servers: ServerNode[]): Promise<Target> {
  const first = servers[0]!;
  const admin = DEMO_CREDENTIALS.find((c) => c.role === "admin")!;
  const auth = await api(first.base, "POST", "/auth/demo/authenticate", null, {
    email: admin.email,
    password: admin.password,
  });
  const jwt = String(auth.jwt);
  const channel = await api(first.base, "POST", `/channels/${HOST}`, jwt, {
    name: `Bench live ${Date.now()}`,
  });
  const channelId = String(channel.id);
  return {
    label,
    ports: servers.map((s) => s.port),
    path: `/api/live/public/${channelId}`,
    async publish(marker, round) {
      const via = servers[round % servers.length]!;
      await api(via.base, "POST", `/posts/${HOST}/${channelId}`, jwt, { title: marker });
    },
    serverPids: servers.map((s) => s.child.pid!),
  };
}

/** The floor: `count` minimal SSE servers (floor-server.ts), each sent Ticker's frame at once. */
async function startFloor(count: number): Promise<{ target: Target; close(): void }> {
  const procs = Array.from({ length: count }, () =>
    fork(FLOOR_SCRIPT, [], { execArgv: ["--import", "tsx"], stdio: "inherit" }),
  );
  const ports = await Promise.all(
    procs.map(
      (p) =>
        new Promise<number>((resolve) =>
          p.once("message", (m: { port: number }) => resolve(m.port)),
        ),
    ),
  );
  return {
    target: {
      label: `floor (${count} process${count > 1 ? "es" : ""})`,
      ports,
      path: "/stream",
      async publish(marker) {
        const body = floorFrame(marker);
        await Promise.all(
          ports.map((port) => fetch(`http://127.0.0.1:${port}/publish`, { method: "POST", body })),
        );
      },
      serverPids: procs.map((p) => p.pid!),
    },
    close() {
      for (const p of procs) if (p.connected) p.send({ type: "close" });
    },
  };
}

type Cleanups = (() => Promise<void> | void)[];

/**
 * The live path end to end, Ticker always next to the floor (minimal SSE servers sent the same
 * bytes), both holding their readers at once and published to in turn:
 * 1. one process on PGlite, BENCH_READERS (10,000) readers; then as many more as its file
 *    descriptors allow, for the 20,000-reader memory;
 * 2. with GRIP: Pushpin (as many tier nodes as GRIP_STEPS' largest needs) in front of one
 *    process on PGlite, then two on PostgreSQL, readers growing by GRIP_STEPS;
 * 3. three processes on PostgreSQL without GRIP (BENCH_MULTI_READERS, 6,000).
 * PostgreSQL runs need BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
export const liveBench: BenchSuite = {
  name: "live",
  description:
    "public SSE fan-out: publish → every reader, opens, CPU and RSS, with and without GRIP",
  async setup({ log }) {
    const limit = fdLimit();
    // The server holds one descriptor per reader, plus its own.
    const perServerMax = limit - 300;
    const readers = Math.min(Number(process.env.BENCH_READERS) || 10_000, perServerMax);
    log(`open files limit (ulimit -n): ${limit}; ${PUBLISHES} publishes per measurement`);
    log(`uptime: ${machineLoad()}`);
    const dataDir = mkdtempSync(join(tmpdir(), "ticker-bench-live-"));
    const cleanups: Cleanups = [];
    const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    let allMet = true;
    try {
      if (RUNS.has("single")) {
        allMet = (await singleProcess(dataDir, readers, perServerMax, cleanups, log)) && allMet;
      }
      await gripRuns(dataDir, pgUrl, cleanups, log);
      if (RUNS.has("multi") && pgUrl) {
        allMet =
          (await multiNode(pgUrl, Math.min(MULTI_READERS, NODES * perServerMax), cleanups, log)) &&
          allMet;
      } else if (RUNS.has("multi")) {
        log(
          `${NODES} processes on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)`,
        );
      }
    } finally {
      for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
    log(`uptime: ${machineLoad()}`);
    log(`live targets: ${allMet ? "met" : "NOT met"}`);
    return { cases: [], teardown: async () => {} };
  },
};

/** Ticker and the floor hold `readers` each at once; opened in turn, then published to in turn. */
async function side(
  ticker: Target,
  floor: Target,
  readers: number,
  log: (l: string) => void,
): Promise<{ helds: Held[]; measured: Measured[] }> {
  const helds = [hold(ticker), hold(floor)];
  for (const h of helds) {
    await addReaders(h, readers);
    log(openLine(h, readers));
  }
  await sleep(2000);
  return { helds, measured: await measure(helds, log) };
}

function compare(ticker: Measured, floor: Measured, log: (l: string) => void): boolean {
  const t99 = percentile(ticker.latencies, 99);
  const f99 = percentile(floor.latencies, 99);
  const ratio = t99 / Math.max(1, f99);
  const met = ratio <= TARGET_FLOOR_RATIO && t99 <= TARGET_P99_MS && ticker.missing === 0;
  log(
    `  Ticker p99 ${t99.toFixed(0)} ms = ${ratio.toFixed(2)}× the floor's ${f99.toFixed(0)} ms; ≤ ${TARGET_P99_MS} ms, ≤ ${TARGET_FLOOR_RATIO}× and 0 missing: ${met ? "met" : "NOT met"}`,
  );
  return met;
}

async function singleProcess(
  dataDir: string,
  readers: number,
  perServerMax: number,
  cleanups: Cleanups,
  log: (l: string) => void,
): Promise<boolean> {
  const env = { ...SERVER_ENV, DATA_DIR: dataDir };
  // The first start runs initdb, migrations and the seed inside PGlite, which leaves
  // hundreds of MB of WASM memory behind; measure a restarted server, as in production.
  await (await startServerNode(env)).stop();
  const single = await startServerNode(env);
  cleanups.push(() => single.stop());
  const floor = await startFloor(1);
  cleanups.push(() => floor.close());
  const ticker = await tickerTarget("1 process, PGlite", [single]);
  const baseRss = rssMb(single.child.pid!);
  const { helds, measured } = await side(ticker, floor.target, readers, log);
  let met = compare(measured[0]!, measured[1]!, log);
  log(`  the floor's frame: ${floorFrameBytes()} bytes, Ticker's event as its readers got it`);
  // The memory target, measured: as many readers as the process's descriptors allow.
  const more = Math.min(TARGET_RSS_READERS, perServerMax) - helds[0]!.count;
  if (more > 0) {
    await addReaders(helds[0]!, more);
    log(openLine(helds[0]!, more));
    const check = await publishOnce(helds[0]!, markerFor("memo"), 0);
    const rss = rssMb(single.child.pid!);
    const at = helds[0]!.count;
    const memMet = rss <= TARGET_RSS_MB && check.lost === 0;
    log(
      `  RSS at ${at} readers (measured; ${TARGET_RSS_READERS} is above the ${perServerMax + 300} descriptors per process): ${rss.toFixed(0)} MB (${baseRss.toFixed(0)} MB before readers), one publish reached all but ${check.lost}; ≤ ${TARGET_RSS_MB} MB: ${memMet ? "met" : "NOT met"}`,
    );
    met &&= memMet;
  }
  release(helds);
  await sleep(500);
  floor.close();
  await single.stop();
  return met;
}

/**
 * GRIP: the tier (Pushpin nodes, each ≤ READERS_PER_TIER_NODE readers) in front of one process
 * on PGlite, then two on PostgreSQL; the floor holds as many readers at the same time.
 */
async function gripRuns(
  dataDir: string,
  pgUrl: string | undefined,
  cleanups: Cleanups,
  log: (l: string) => void,
) {
  const largest = Math.max(...GRIP_STEPS);
  const nodes = Math.ceil(largest / READERS_PER_TIER_NODE);
  const runs: { label: string; env: Record<string, string>; servers: number }[] = [];
  if (RUNS.has("grip-pglite")) {
    runs.push({
      label: "1 process, PGlite",
      env: { ...SERVER_ENV, DATA_DIR: dataDir },
      servers: 1,
    });
  }
  if (RUNS.has("grip-pg") && pgUrl) {
    const database = await createScratchDatabase(pgUrl, "ticker_bench_grip");
    cleanups.push(() => database.drop());
    runs.push({
      label: "2 processes, PostgreSQL",
      env: { ...SERVER_ENV, DATABASE_URL: database.url },
      servers: 2,
    });
  } else if (RUNS.has("grip-pg")) {
    log(
      "GRIP with 2 processes on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)",
    );
  }
  for (const run of runs) {
    const tier = await startGripTier(run.env, run.servers, nodes);
    if (!tier) {
      log("GRIP runs: skipped (apt-get install pushpin)");
      return;
    }
    cleanups.push(() => tier.stop());
    const floor = await startFloor(nodes);
    cleanups.push(() => floor.close());
    const ticker = await tickerTarget(
      `GRIP, ${nodes} Pushpin node${nodes > 1 ? "s" : ""} → ${run.label}`,
      tier.servers,
    );
    const helds = [
      hold({ ...ticker, ports: tier.ports, tierPids: tier.tierPids }),
      hold(floor.target),
    ];
    for (const step of GRIP_STEPS) {
      for (const h of helds) {
        const added = step - h.count;
        await addReaders(h, added);
        log(openLine(h, added));
      }
      await sleep(2000);
      await measure(helds, log);
    }
    release(helds);
    await sleep(500);
    floor.close();
    await tier.stop();
  }
}

/**
 * NODES servers on a scratch database without GRIP (no JWT_SECRET: they share the one in the
 * database), next to the floor with the same readers over as many minimal SSE processes.
 */
async function multiNode(
  pgUrl: string,
  readers: number,
  cleanups: Cleanups,
  log: (l: string) => void,
): Promise<boolean> {
  const database = await createScratchDatabase(pgUrl, "ticker_bench");
  cleanups.push(() => database.drop());
  const env = { ...SERVER_ENV, DATABASE_URL: database.url };
  // The first one migrates and seeds; the others then start together.
  const nodes = [await startServerNode(env)];
  cleanups.push(() => Promise.all(nodes.map((n) => n.stop())).then(() => {}));
  nodes.push(...(await Promise.all(Array.from({ length: NODES - 1 }, () => startServerNode(env)))));
  const floor = await startFloor(NODES);
  cleanups.push(() => floor.close());
  const ticker = await tickerTarget(`${NODES} processes, PostgreSQL`, nodes);
  const { helds, measured } = await side(ticker, floor.target, readers, log);
  const met = compare(measured[0]!, measured[1]!, log);
  release(helds);
  await sleep(500);
  floor.close();
  await Promise.all(nodes.map((n) => n.stop()));
  return met;
}
