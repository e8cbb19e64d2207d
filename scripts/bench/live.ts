import { execSync, fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { DEMO_CREDENTIALS } from "../../server/db/seed";
import { createScratchDatabase, type ServerNode, startServerNode } from "../cluster";
import { ForkedProcess } from "./forked";
import type { BenchSuite } from "./lib";
import {
  BENCH_HOST as HOST,
  wallClock as now,
  percentile,
  BENCH_SERVER_ENV as SERVER_ENV,
  sleep,
} from "./lib";
import { startGripOrigin } from "./live-grip";
import type { ReaderCommand, ReaderReport } from "./live-readers";

const FLOOR_SCRIPT = fileURLToPath(new URL("./floor-server.ts", import.meta.url));
const READERS_SCRIPT = fileURLToPath(new URL("./live-readers.ts", import.meta.url));
const PUBLISHES = Number(process.env.BENCH_PUBLISHES) || 5;
/** Readers per reader process (each also needs one descriptor per connection). */
const PER_READER_PROCESS = 8_000;
const TARGET_P99_MS = 250;
const TARGET_RSS_MB = 1024;
const TARGET_RSS_READERS = 20_000;
/** Multi-node run: server processes on one PostgreSQL, and how many readers they share. */
const NODES = 3;
const MULTI_READERS = Number(process.env.BENCH_MULTI_READERS) || 6_000;
/** Ticker's p99 may be at most this many times the floor's (minimal SSE server). */
const TARGET_FLOOR_RATIO = 1.5;

function fdLimit(): number {
  try {
    return Number(execSync("sh -c 'ulimit -n'").toString().trim()) || 1024;
  } catch {
    return 1024;
  }
}

const rssMb = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

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

class ReaderProc extends ForkedProcess<ReaderCommand, ReaderReport> {
  constructor() {
    super(READERS_SCRIPT);
  }
  /** Arm replies twice: "armed" now, the result later. */
  arm(marker: string, timeoutMs: number) {
    let armed!: () => void;
    const ready = new Promise<void>((r) => {
      armed = r;
    });
    const result = new Promise<Extract<ReaderReport, { type: "result" }>>((resolve) => {
      this.queue.push(() => armed());
      this.queue.push((m) => resolve(m as Extract<ReaderReport, { type: "result" }>));
    });
    this.child.send({ type: "arm", marker, timeoutMs } satisfies ReaderCommand);
    return { ready, result };
  }
  close() {
    if (this.child.connected) this.child.send({ type: "close" } satisfies ReaderCommand);
  }
}

interface ScenarioResult {
  label: string;
  readers: number;
  connected: number;
  p50: number;
  p99: number;
  max: number;
  missing: number;
  rss: number[];
  baseRss: number[];
}

/** What readers connect to and what publishes: Ticker's servers, or the floor's. */
interface Fanout {
  label: string;
  ports: number[];
  path: string;
  /** Publishes a post whose text holds `marker`; `round` picks the publishing server. */
  publish(marker: string, round: number): Promise<void>;
  pids: number[];
}

/** Ticker: a fresh channel; each publish goes through the next server in turn. */
async function tickerFanout(label: string, servers: ServerNode[]): Promise<Fanout> {
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
    pids: servers.map((s) => s.child.pid!),
  };
}

/** The floor: `count` minimal SSE servers (floor-server.ts), each published to at once. */
async function startFloor(count: number): Promise<{ fanout: Fanout; close(): void }> {
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
    fanout: {
      label: `floor: minimal SSE server, ${count} process${count > 1 ? "es" : ""}`,
      ports,
      path: "/stream",
      async publish(marker) {
        await Promise.all(
          ports.map((port) =>
            fetch(`http://127.0.0.1:${port}/publish?marker=${marker}`, { method: "POST" }),
          ),
        );
      },
      pids: procs.map((p) => p.pid!),
    },
    close() {
      for (const p of procs) if (p.connected) p.send({ type: "close" });
    },
  };
}

/**
 * Opens `readers` streams split over the fanout's servers, publishes PUBLISHES posts, and
 * times each post until every reader has it.
 */
async function scenario(
  fanout: Fanout,
  readers: number,
  log: (l: string) => void,
): Promise<ScenarioResult> {
  const { label, ports } = fanout;
  const baseRss = fanout.pids.map(rssMb);

  const procs: ReaderProc[] = [];
  const started = performance.now();
  const jobs: Promise<Extract<ReaderReport, { type: "connected" }>>[] = [];
  let left = readers;
  let i = 0;
  while (left > 0) {
    const count = Math.min(PER_READER_PROCESS, left);
    left -= count;
    // Split each reader process's share over the servers, round robin.
    for (let k = 0; k < ports.length; k++) {
      const share = Math.floor(count / ports.length) + (k < count % ports.length ? 1 : 0);
      if (share === 0) continue;
      const proc = new ReaderProc();
      procs.push(proc);
      jobs.push(
        proc.ask({
          type: "connect",
          port: ports[(i + k) % ports.length]!,
          path: fanout.path,
          count: share,
        }),
      );
    }
    i++;
  }
  try {
    const connected = (await Promise.all(jobs)).reduce((n, r) => n + r.ok, 0);
    log(
      `${label}: ${connected}/${readers} readers connected in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await sleep(2000);
    // One unmeasured publish first: JIT and first-use costs are not the steady state.
    {
      const warm = `bench-warmup-${Math.random().toString(36).slice(2, 10)}`;
      const armed = procs.map((proc) => proc.arm(warm, 15_000));
      await Promise.all(armed.map((a) => a.ready));
      await fanout.publish(warm, 0);
      await Promise.all(armed.map((a) => a.result));
      await sleep(500);
    }
    const latencies: number[] = [];
    let missing = 0;
    for (let p = 0; p < PUBLISHES; p++) {
      const marker = `bench-${p}-${Math.random().toString(36).slice(2, 10)}`;
      const armed = procs.map((proc) => proc.arm(marker, 15_000));
      await Promise.all(armed.map((a) => a.ready));
      const t0 = now();
      await fanout.publish(marker, p);
      const results = await Promise.all(armed.map((a) => a.result));
      const one = results.flatMap((r) => r.times.map((t) => t - t0)).sort((a, b) => a - b);
      const lost = results.reduce((n, r) => n + r.missing + r.dropped, 0);
      missing += lost;
      latencies.push(...one);
      log(
        `  publish ${p + 1}: all ${one.length} in ${(one.at(-1) ?? Number.NaN).toFixed(0)} ms (p50 ${percentile(one, 50).toFixed(0)}, p99 ${percentile(one, 99).toFixed(0)})${lost ? `, ${lost} missing` : ""}`,
      );
      await sleep(500);
    }
    latencies.sort((a, b) => a - b);
    return {
      label,
      readers,
      connected,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
      missing,
      rss: fanout.pids.map(rssMb),
      baseRss,
    };
  } finally {
    for (const proc of procs) proc.close();
    await sleep(300);
  }
}

function report(r: ScenarioResult, log: (l: string) => void): boolean {
  const rss = r.rss.map((m) => `${m.toFixed(0)} MB`).join(" + ");
  const perReader = r.rss.reduce((a, b) => a + b, 0) - r.baseRss.reduce((a, b) => a + b, 0);
  const kb = (perReader * 1024) / Math.max(1, r.connected);
  const met = r.p99 <= TARGET_P99_MS && r.missing === 0;
  log(
    `${r.label}: ${r.connected} readers × ${PUBLISHES} publishes — p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, max ${r.max.toFixed(0)} ms, missing ${r.missing}; server RSS ${rss} (~${kb.toFixed(1)} KB per reader)`,
  );
  log(
    `  p99 ≤ ${TARGET_P99_MS} ms: ${met ? "met" : "NOT met"}${r.readers < 10_000 ? " (below 10,000 readers)" : ""}`,
  );
  return met;
}

/**
 * The live path end to end: N public SSE readers (BENCH_READERS, default 10,000) on
 * loopback against a real server process, posts published through the API, the time
 * until every reader has each post, and the server's RSS. With BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, the same with three server processes sharing one PostgreSQL
 * (BENCH_MULTI_READERS, default 6,000, spread over them; each post published through the
 * next one), then the same readers fed by minimal SSE servers: the machine's floor.
 */
export const liveBench: BenchSuite = {
  name: "live",
  description: "public SSE fan-out: publish → every reader, p50/p99/max and server RSS",
  async setup({ log }) {
    const wanted = Number(process.env.BENCH_READERS) || 10_000;
    const limit = fdLimit();
    // The server holds one descriptor per reader, plus its own.
    const perServerMax = limit - 300;
    const readers = Math.min(wanted, perServerMax);
    log(`open files limit (ulimit -n): ${limit}`);
    if (readers < wanted) {
      log(
        `capped at ${readers} readers per server process; raise ulimit -n above ${wanted + 300} for ${wanted}`,
      );
    }
    const dataDir = mkdtempSync(join(tmpdir(), "ticker-bench-live-"));
    const cleanups: (() => Promise<void> | void)[] = [];
    let allMet = true;
    try {
      const singleEnv = { ...SERVER_ENV, DATA_DIR: dataDir };
      // The first start runs initdb, migrations and the seed inside PGlite, which leaves
      // hundreds of MB of WASM memory behind; measure a restarted server, as in production.
      await (await startServerNode(singleEnv)).stop();
      const single = await startServerNode(singleEnv);
      cleanups.push(() => single.stop());
      const r = await scenario(await tickerFanout("1 process, PGlite", [single]), readers, log);
      allMet = report(r, log) && allMet;
      const rss = r.rss[0]!;
      const perReaderMb = (rss - r.baseRss[0]!) / Math.max(1, r.connected);
      const at20k = r.baseRss[0]! + perReaderMb * TARGET_RSS_READERS;
      const measured = r.connected >= TARGET_RSS_READERS;
      const memMet = (measured ? rss : at20k) <= TARGET_RSS_MB;
      log(
        `  ${TARGET_RSS_READERS.toLocaleString("en")} readers ≤ ${TARGET_RSS_MB} MB RSS: ${memMet ? "met" : "NOT met"} (${measured ? `measured ${rss.toFixed(0)} MB` : `extrapolated ${at20k.toFixed(0)} MB from ${r.connected} readers${r.connected < wanted ? " (capped by ulimit -n)" : "; BENCH_READERS=20000 measures it"}`})`,
      );
      allMet &&= memMet;
      await single.stop();
      allMet = (await gripRun(dataDir, readers, cleanups, log)) && allMet;

      const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
      if (pgUrl) {
        allMet =
          (await multiNode(pgUrl, Math.min(MULTI_READERS, NODES * perServerMax), cleanups, log)) &&
          allMet;
      } else {
        log(
          `${NODES} processes on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)`,
        );
      }
    } finally {
      for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
    log(`live targets: ${allMet ? "met" : "NOT met"}`);
    return { cases: [], teardown: async () => {} };
  },
};

/**
 * NODES servers on a scratch database (no JWT_SECRET: they share the one in the database),
 * then the floor with the same readers over as many minimal SSE processes.
 */
async function multiNode(
  pgUrl: string,
  readers: number,
  cleanups: (() => Promise<void> | void)[],
  log: (l: string) => void,
): Promise<boolean> {
  const database = await createScratchDatabase(pgUrl, "ticker_bench");
  cleanups.push(() => database.drop());
  const env = { ...SERVER_ENV, DATABASE_URL: database.url };
  // The first one migrates and seeds; the others then start together.
  const nodes = [await startServerNode(env)];
  cleanups.push(() => Promise.all(nodes.map((n) => n.stop())).then(() => {}));
  nodes.push(...(await Promise.all(Array.from({ length: NODES - 1 }, () => startServerNode(env)))));
  const ticker = await scenario(
    await tickerFanout(`${NODES} processes, PostgreSQL`, nodes),
    readers,
    log,
  );
  let met = report(ticker, log);
  await Promise.all(nodes.map((n) => n.stop()));

  const floor = await startFloor(NODES);
  cleanups.push(() => floor.close());
  const base = await scenario(floor.fanout, readers, log);
  floor.close();
  log(
    `${base.label}: ${base.connected} readers × ${PUBLISHES} publishes — p50 ${base.p50.toFixed(0)} ms, p99 ${base.p99.toFixed(0)} ms, max ${base.max.toFixed(0)} ms, missing ${base.missing}`,
  );
  const ratio = ticker.p99 / Math.max(1, base.p99);
  const ratioMet = ratio <= TARGET_FLOOR_RATIO && ticker.missing === 0;
  log(
    `  Ticker p99 = ${ratio.toFixed(2)}× the floor's (${ticker.p99.toFixed(0)} / ${base.p99.toFixed(0)} ms); ≤ ${TARGET_FLOOR_RATIO}× with 0 missing: ${ratioMet ? "met" : "NOT met"}`,
  );
  met &&= ratioMet;
  return met;
}

/** The same readers held by Pushpin in front of one Ticker process (live-grip.ts). */
async function gripRun(
  dataDir: string,
  readers: number,
  cleanups: (() => Promise<void> | void)[],
  log: (l: string) => void,
): Promise<boolean> {
  const grip = await startGripOrigin({ ...SERVER_ENV, DATA_DIR: dataDir }, readers);
  if (!grip) {
    log("1 process behind Pushpin (GRIP): skipped (apt-get install pushpin)");
    return true;
  }
  cleanups.push(() => grip.stop());
  const fanout = await tickerFanout("1 process, PGlite, behind Pushpin (GRIP)", [grip.node]);
  const r = await scenario({ ...fanout, ports: [grip.port] }, readers, log);
  const met = report(r, log);
  log(
    `  Ticker RSS with GRIP: ${r.rss[0]!.toFixed(0)} MB at ${r.connected} readers (${r.baseRss[0]!.toFixed(0)} MB before they connected)`,
  );
  await grip.stop();
  return met;
}
