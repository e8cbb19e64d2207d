/**
 * The live bench's readers and measurements (scripts/bench/live.ts): reader processes holding
 * a target's streams, publishes timed until every reader has them, CPU and RSS around them.
 */
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { ForkedProcess } from "./forked";
import { wallClock as now, percentile, sleep } from "./lib";
import type { ConnectReport, ReaderCommand, ReaderReport } from "./live-readers";

const READERS_SCRIPT = fileURLToPath(new URL("./live-readers.ts", import.meta.url));
/** Serial publishes per measurement, to each target in turn (20 × readers latencies each). */
export const PUBLISHES = Number(process.env.BENCH_PUBLISHES) || 20;
/** Readers per reader process (each also needs one descriptor per connection). */
const PER_READER_PROCESS = 8_000;
/** Clock ticks per second of /proc/<pid>/stat (getconf CLK_TCK). */
const TICKS_PER_S = Number(execSync("getconf CLK_TCK").toString().trim()) || 100;

export const rssMb = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

/** CPU time (user + system) the processes used so far, in ms. */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited
    }
  }
  return (ticks * 1000) / TICKS_PER_S;
}

type Result = Extract<ReaderReport, { type: "result" }>;

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
    const result = new Promise<Result>((resolve) => {
      this.queue.push(() => armed());
      this.queue.push((m) => resolve(m as Result));
    });
    this.child.send({ type: "arm", marker, timeoutMs } satisfies ReaderCommand);
    return { ready, result };
  }
  close() {
    if (this.child.connected) this.child.send({ type: "close" } satisfies ReaderCommand);
  }
}

/** What readers connect to and what publishes: Ticker's servers (direct or via GRIP), or the floor. */
export interface Target {
  label: string;
  /** Readers are spread evenly over these ports. */
  ports: number[];
  path: string;
  /** Publishes a post whose text holds `marker`; `round` picks the publishing server. */
  publish(marker: string, round: number): Promise<void>;
  /** Ticker's processes (or the floor's): their CPU per publish and RSS are printed. */
  serverPids: number[];
  /** The fan-out tier's processes, when there is one. */
  tierPids?: () => number[];
}

/** The readers a target holds now, and how their opening went. */
export interface Held {
  target: Target;
  procs: ReaderProc[];
  count: number;
  openMs: number[];
  openWallS: number;
  retried: Record<string, number>;
  failed: number;
}

let sources = 0;
/** Each reader process its own source address: 28,000 ephemeral ports per address pair. */
const nextSource = () => `127.0.0.${10 + (sources++ % 240)}`;

/** Opens `count` more readers of the held target, split over its ports and reader processes. */
export async function addReaders(held: Held, count: number): Promise<void> {
  const { ports, path } = held.target;
  const jobs: Promise<ConnectReport>[] = [];
  const started = performance.now();
  for (const [k, port] of ports.entries()) {
    let share = Math.floor(count / ports.length) + (k < count % ports.length ? 1 : 0);
    while (share > 0) {
      const n = Math.min(PER_READER_PROCESS, share);
      share -= n;
      const proc = new ReaderProc();
      held.procs.push(proc);
      jobs.push(proc.ask({ type: "connect", port, path, count: n, source: nextSource() }));
    }
  }
  const reports = await Promise.all(jobs);
  held.openWallS = (performance.now() - started) / 1000;
  held.openMs = reports.flatMap((r) => r.openMs).sort((a, b) => a - b);
  held.retried = {};
  held.failed = 0;
  for (const r of reports) {
    held.count += r.ok;
    held.failed += r.failed;
    for (const [k, v] of Object.entries(r.retried)) held.retried[k] = (held.retried[k] ?? 0) + v;
  }
}

export const hold = (target: Target): Held => ({
  target,
  procs: [],
  count: 0,
  openMs: [],
  openWallS: 0,
  retried: {},
  failed: 0,
});

const sumCounts = (all: Record<string, number>[]) => {
  const sum: Record<string, number> = {};
  for (const counts of all) for (const [k, v] of Object.entries(counts)) sum[k] = (sum[k] ?? 0) + v;
  return sum;
};

const countsLine = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([k, v]) => `${v}× ${k}`)
    .join(", ") || "none";

export function openLine(h: Held, added: number): string {
  return `${h.target.label}: ${h.count} held (${added} opened now); opens p50 ${percentile(h.openMs, 50).toFixed(0)} ms, p99 ${percentile(h.openMs, 99).toFixed(0)} ms, all in ${h.openWallS.toFixed(1)} s; retried ${countsLine(h.retried)}; failed ${h.failed}`;
}

/** The frame Ticker's readers got for a post, with `{{marker}}` for its marker: the floor's. */
let tickerFrame: string | null = null;

/** The bytes the floor sends for `marker`: Ticker's frame, captured by its first publish. */
export function floorFrame(marker: string) {
  if (!tickerFrame) throw new Error("no Ticker frame captured for the floor");
  return Buffer.from(tickerFrame.replaceAll("{{marker}}", marker), "latin1");
}

export const floorFrameBytes = () => tickerFrame?.length ?? 0;

/** The SSE event that holds `marker` in a chunk a reader received (chunked encoding removed). */
function frameOf(sample: string, marker: string): string | null {
  const at = sample.indexOf(marker);
  if (at < 0) return null;
  const after = (i: number, skip: number) => (i < 0 ? 0 : i + skip);
  const start = Math.max(
    after(sample.lastIndexOf("\n\n", at), 2),
    after(sample.lastIndexOf("\r\n", at), 2),
  );
  const end = sample.indexOf("\n\n", at);
  if (end < 0) return null;
  return sample.slice(start, end + 2).replaceAll(marker, "{{marker}}");
}

/** The markers of a run all have one length (`label`: 4 characters), so the floor's frame is Ticker's size. */
export const markerFor = (label: string) =>
  `bench-${label}-${Math.random().toString(36).slice(2, 10).padEnd(8, "0")}`;

export interface Measured {
  label: string;
  readers: number;
  latencies: number[];
  missing: number;
  /** Streams the server or tier closed that the readers opened again, so far, by how they closed. */
  reopened: Record<string, number>;
  cpuPerPublish: number;
  tierCpuPerPublish: number;
  rss: number[];
}

/** One publish to one target, timed until every reader it holds has it; CPU around it. */
export async function publishOnce(h: Held, marker: string, round: number) {
  const armed = h.procs.map((proc) => proc.arm(marker, 15_000));
  await Promise.all(armed.map((a) => a.ready));
  const pids = h.target.serverPids;
  const tier = h.target.tierPids?.() ?? [];
  const cpu0 = cpuMs(pids);
  const tier0 = cpuMs(tier);
  const t0 = now();
  await h.target.publish(marker, round);
  const results = await Promise.all(armed.map((a) => a.result));
  const cpu = cpuMs(pids) - cpu0;
  const tierCpu = cpuMs(tier) - tier0;
  const sample = results.find((r) => r.sample)?.sample;
  if (!tickerFrame && sample && h.target.path.startsWith("/api/")) {
    tickerFrame = frameOf(sample, marker);
  }
  return {
    missed: results.flatMap((r) => r.missed),
    times: results.flatMap((r) => r.times.map((t) => t - t0)),
    lost: results.reduce((n, r) => n + r.missing + r.dropped, 0),
    reopened: sumCounts(results.map((r) => r.reopened)),
    cpu,
    tierCpu,
  };
}

/**
 * PUBLISHES publishes to each held target, interleaved (publish p goes to the targets in turn,
 * the first one changing each round), after one unmeasured warm-up publish each.
 */
export async function measure(helds: Held[], log: (l: string) => void): Promise<Measured[]> {
  for (const h of helds) {
    await publishOnce(h, markerFor("warm"), 0);
    await sleep(300);
  }
  const out = helds.map((h) => ({
    label: h.target.label,
    readers: h.count,
    latencies: [] as number[],
    missing: 0,
    reopened: {} as Record<string, number>,
    cpu: 0,
    tierCpu: 0,
    missedShown: false,
  }));
  for (let p = 0; p < PUBLISHES; p++) {
    for (let k = 0; k < helds.length; k++) {
      const i = (p + k) % helds.length;
      const r = await publishOnce(helds[i]!, markerFor(`p${String(p).padStart(3, "0")}`), p);
      const o = out[i]!;
      o.latencies.push(...r.times);
      o.missing += r.lost;
      o.reopened = r.reopened;
      // What a reader that missed it got (once per target): enough to tell a stream that was
      // closed from one held but not delivered to.
      if (r.missed[0] && !o.missedShown) {
        o.missedShown = true;
        log(
          `  ${o.label}: a reader that missed publish ${p + 1} got first ${JSON.stringify(r.missed[0].first)}, last ${JSON.stringify(r.missed[0].last)}; its socket: ${r.missed[0].closed}`,
        );
      }
      o.cpu += r.cpu;
      o.tierCpu += r.tierCpu;
      await sleep(300);
    }
  }
  return out.map((o, i) => {
    o.latencies.sort((a, b) => a - b);
    const m: Measured = {
      label: o.label,
      readers: o.readers,
      latencies: o.latencies,
      missing: o.missing,
      reopened: o.reopened,
      cpuPerPublish: o.cpu / PUBLISHES,
      tierCpuPerPublish: o.tierCpu / PUBLISHES,
      rss: helds[i]!.target.serverPids.map(rssMb),
    };
    log(row(m, helds[i]!.target.tierPids !== undefined));
    return m;
  });
}

function row(m: Measured, tier: boolean): string {
  const l = m.latencies;
  const rss = m.rss.map((r) => `${r.toFixed(0)}`).join(" + ");
  return `${m.label} @ ${m.readers}: publish→every reader p50 ${percentile(l, 50).toFixed(0)} ms, p99 ${percentile(l, 99).toFixed(0)} ms, max ${(l.at(-1) ?? Number.NaN).toFixed(0)} ms, missing ${m.missing} (${PUBLISHES} publishes); streams closed by the other side and opened again: ${countsLine(m.reopened)}; server CPU ${m.cpuPerPublish.toFixed(1)} ms/publish, RSS ${rss} MB${tier ? `; tier CPU ${m.tierCpuPerPublish.toFixed(0)} ms/publish` : ""}`;
}

export function release(helds: Held[]) {
  for (const h of helds) for (const proc of h.procs) proc.close();
}

/** Ticker: a fresh channel; each publish goes through the next server in turn. */
