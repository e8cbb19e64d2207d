import { type ChildProcess, execSync, fork, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { DEMO_CREDENTIALS } from "../../server/db/seed";
import type { BenchSuite } from "./lib";
import { percentile } from "./lib";
import type { ReaderCommand, ReaderReport } from "./live-readers";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const READERS_SCRIPT = fileURLToPath(new URL("./live-readers.ts", import.meta.url));
const HOST = "newsroom.demo";
const PUBLISHES = Number(process.env.BENCH_PUBLISHES) || 5;
/** Readers per reader process (each also needs one descriptor per connection). */
const PER_READER_PROCESS = 8_000;
const TARGET_P99_MS = 250;
const TARGET_RSS_MB = 1024;
const TARGET_RSS_READERS = 20_000;
const JWT_SECRET = "bench-secret-that-is-long-enough-for-hs256!!";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

function fdLimit(): number {
  try {
    return Number(execSync("sh -c 'ulimit -n'").toString().trim()) || 1024;
  } catch {
    return 1024;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      const port = typeof address === "object" && address ? address.port : 0;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

const rssMb = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

interface ServerProc {
  child: ChildProcess;
  port: number;
  base: string;
}

/** A real Ticker server in its own process (node --import tsx server/main.ts). */
async function startServerProcess(env: Record<string, string>): Promise<ServerProc> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      JWT_SECRET,
      RATE_LIMIT_LOGIN_PER_MINUTE: "1000",
      SCHEDULER_INTERVAL_MS: "60000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, port, base };
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  child.kill("SIGKILL");
  throw new Error("server did not start");
}

async function stopServer(s: ServerProc): Promise<void> {
  if (s.child.exitCode !== null) return;
  const exited = new Promise((r) => s.child.once("exit", r));
  s.child.kill("SIGTERM");
  await Promise.race([exited, sleep(5000)]);
  if (s.child.exitCode === null) s.child.kill("SIGKILL");
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

class ReaderProc {
  readonly child = fork(READERS_SCRIPT, [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  #queue: ((m: ReaderReport) => void)[] = [];
  constructor() {
    this.child.on("message", (m: ReaderReport) => this.#queue.shift()?.(m));
  }
  ask<T extends ReaderReport>(cmd: ReaderCommand): Promise<T> {
    return new Promise((resolve) => {
      this.#queue.push((m) => resolve(m as T));
      this.child.send(cmd);
    });
  }
  /** Arm replies twice: "armed" now, the result later. */
  arm(marker: string, timeoutMs: number) {
    let armed!: () => void;
    const ready = new Promise<void>((r) => {
      armed = r;
    });
    const result = new Promise<Extract<ReaderReport, { type: "result" }>>((resolve) => {
      this.#queue.push(() => armed());
      this.#queue.push((m) => resolve(m as Extract<ReaderReport, { type: "result" }>));
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

/**
 * Opens `readers` public streams split over `servers`, publishes PUBLISHES posts through
 * server 0's API, and times each post until every reader has it.
 */
async function scenario(
  label: string,
  servers: ServerProc[],
  readers: number,
  log: (l: string) => void,
): Promise<ScenarioResult> {
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
  const baseRss = servers.map((s) => rssMb(s.child.pid!));

  const procs: ReaderProc[] = [];
  const started = performance.now();
  const jobs: Promise<Extract<ReaderReport, { type: "connected" }>>[] = [];
  let left = readers;
  let i = 0;
  while (left > 0) {
    const count = Math.min(PER_READER_PROCESS, left);
    left -= count;
    // Split each reader process's share over the servers, round robin.
    for (let k = 0; k < servers.length; k++) {
      const share = Math.floor(count / servers.length) + (k < count % servers.length ? 1 : 0);
      if (share === 0) continue;
      const proc = new ReaderProc();
      procs.push(proc);
      const server = servers[(i + k) % servers.length]!;
      jobs.push(
        proc.ask({
          type: "connect",
          port: server.port,
          path: `/api/live/public/${channelId}`,
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
      await api(first.base, "POST", `/posts/${HOST}/${channelId}`, jwt, { title: warm });
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
      await api(first.base, "POST", `/posts/${HOST}/${channelId}`, jwt, { title: marker });
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
      rss: servers.map((s) => rssMb(s.child.pid!)),
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
 * TEST_DATABASE_URL, the same with two server processes sharing one PostgreSQL.
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
    const cleanups: (() => Promise<void>)[] = [];
    let allMet = true;
    try {
      const singleEnv = { DATA_DIR: dataDir, STATIC_DIR: join(dataDir, "no-static") };
      // The first start runs initdb, migrations and the seed inside PGlite, which leaves
      // hundreds of MB of WASM memory behind; measure a restarted server, as in production.
      await stopServer(await startServerProcess(singleEnv));
      const single = await startServerProcess(singleEnv);
      cleanups.push(() => stopServer(single));
      const r = await scenario("1 process, PGlite", [single], readers, log);
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
      await stopServer(single);

      const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
      if (pgUrl) {
        const dbName = `ticker_bench_${process.pid}`;
        const admin = new pg.Client({ connectionString: pgUrl });
        await admin.connect();
        await admin.query(`create database ${dbName}`);
        cleanups.push(async () => {
          await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
          await admin.end();
        });
        const url = new URL(pgUrl);
        url.pathname = `/${dbName}`;
        const env = {
          DATA_DIR: dataDir,
          STATIC_DIR: join(dataDir, "no-static"),
          DATABASE_URL: url.toString(),
        };
        const a = await startServerProcess(env);
        cleanups.push(() => stopServer(a));
        const b = await startServerProcess(env);
        cleanups.push(() => stopServer(b));
        const two = await scenario(
          "2 processes, PostgreSQL",
          [a, b],
          Math.min(wanted, 2 * perServerMax),
          log,
        );
        allMet = report(two, log) && allMet;
      } else {
        log("2 processes on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
      }
    } finally {
      for (const c of cleanups.reverse()) await c().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
    log(`live targets: ${allMet ? "met" : "NOT met"}`);
    return { cases: [], teardown: async () => {} };
  },
};
