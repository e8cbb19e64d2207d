import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./cluster";

const binaryPath = (name: string): string | null => {
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() || null : null;
};

/** Debian's Pushpin (`apt-get install pushpin`, as .ci/run does), or null when not installed. */
export const pushpinBinary = (): string | null => binaryPath("pushpin");

export interface Pushpin {
  /** Where readers connect. */
  base: string;
  /** The publish endpoint (GRIP_URL). */
  controlUrl: string;
  /** Its stats socket, JSON (GRIP_STATS_URL). */
  statsUrl: string;
  /** Its config, sockets and logs (removed by stop). */
  dir: string;
  /** Its processes: the runner, the services it started, and our zurls (for CPU and memory). */
  pids(): number[];
  /** What its services logged so far (the runner merges them, -m). */
  output(): string;
  stop(): Promise<void>;
}

/** `root` and every process below it (from /proc: each process's parent). */
function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the second field after the command, which is in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found = [root];
  for (let i = 0; i < found.length; i++) found.push(...(children.get(found[i]!) ?? []));
  return found;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function answers(url: string, init?: RequestInit): Promise<boolean> {
  try {
    // A port that is bound before the proxy behind it is ready accepts and never answers.
    await (await fetch(url, { ...init, signal: AbortSignal.timeout(1000) })).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Debian's 1.36 proxy hands each request to zurl over a ZeroMQ PUSH socket whose queue is 100
 * messages (compiled in), and answers 502 "Error while proxying to origin." at once when that
 * queue is full (zhttprequest: ErrorUnavailable, no retry). A burst of opens fills it while one
 * zurl shares two busy cores with the origin: measured on 2026-11-28, 3,000 readers opening
 * 400 at a time through the runner's single zurl got 29–240 such 502s, 1,000 at a time 1,042.
 * So the runner starts no zurl: we run several, each with a queue of its own (the proxy's PUSH
 * sends to any that has room) and larger limits than the runner's template.
 */
const ZURLS = 4;

function zurlConfig(dir: string, n: number): string {
  const spec = (name: string) => `ipc://${dir}/zurl${n}-${name}`;
  return `[General]
instance_id=zurl-${n}
in_spec=${spec("in")}
in_stream_spec=${spec("in-stream")}
out_spec=${spec("out")}
in_req_spec=
defpolicy=allow
allow=
deny=
max_open_requests=20000
buffer_size=200000
timeout=600
in_hwm=20000
out_hwm=20000
`;
}

/**
 * A Pushpin of its own (tests/server/grip.test.ts, the live bench's GRIP run): config, sockets
 * and logs in a temp directory, free ports (or the given publish port), every request routed to
 * `upstream` (host:port, or several: Pushpin tries the next when one refuses) and signed with
 * `sigKey`, through ZURLS zurl processes of its own (above). It drops a publish whose id it had
 * in the last 60 s (`id_cache_ttl`; Debian's pushpin.conf sets it, 1.36's built-in default is 0):
 * the relay sends an event again when the proxy applied it but the answer was lost.
 */
export async function startPushpin(
  binary: string,
  upstream: string | string[],
  sigKey: string,
  options: {
    controlPort?: number;
    /** Given, a restarted Pushpin comes back where its readers look for it. */
    httpPort?: number;
    /** The stats socket's port, when GRIP_STATS_URL must be known before Pushpin starts. */
    statsPort?: number;
    maxConnections?: number;
    logLevel?: number;
    /** How often (s) a channel's subscriber count is said again; Pushpin's default is 60. */
    subscriptionTtl?: number;
  } = {},
): Promise<Pushpin> {
  const dir = mkdtempSync(join(tmpdir(), "pushpin-"));
  const [freeHttp, pushIn, pushSub, free, command, freeStats] = await Promise.all(
    [0, 1, 2, 3, 4, 5].map(() => freePort()),
  );
  // Given ports let a restarted Pushpin come back where its readers and publishers look for it.
  const http = options.httpPort ?? freeHttp;
  const control = options.controlPort ?? free;
  const statsUrl = `tcp://127.0.0.1:${options.statsPort ?? freeStats}`;
  const zurls = Array.from({ length: ZURLS }, (_, n) => n);
  const specs = (name: string) => zurls.map((n) => `ipc://${dir}/zurl${n}-${name}`).join(",");
  writeFileSync(join(dir, "routes"), `* ${[upstream].flat().join(" ")}\n`);
  writeFileSync(
    join(dir, "pushpin.conf"),
    `[global]
include={libdir}/internal.conf
rundir=${dir}
ipc_prefix=pushpin-
port_offset=0

[runner]
services=condure,pushpin-proxy,pushpin-handler
http_port=${http}
logdir=${dir}
log_level=${options.logLevel ?? 2}
client_buffer_size=8192
client_maxconn=${options.maxConnections ?? 1000}

[proxy]
zurl_out_specs=${specs("in")}
zurl_out_stream_specs=${specs("in-stream")}
zurl_in_specs=${specs("out")}
routesfile=routes
sig_iss=pushpin
sig_key=${sigKey}
updates_check=off

[handler]
push_in_spec=tcp://127.0.0.1:${pushIn}
push_in_sub_specs=tcp://127.0.0.1:${pushSub}
push_in_sub_connect=false
push_in_http_addr=127.0.0.1
push_in_http_port=${control}
command_spec=tcp://127.0.0.1:${command}
stats_spec=${statsUrl}
stats_format=json
stats_subscription_ttl=${options.subscriptionTtl ?? 60}
id_cache_ttl=60
`,
  );
  let output = "";
  const collect = (child: ChildProcess) => {
    child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
    return child;
  };
  // Debian's pushpin package depends on zurl.
  const zurl = binaryPath("zurl") ?? "/usr/bin/zurl";
  const zurlChildren = zurls.map((n) => {
    const config = join(dir, `zurl${n}.conf`);
    writeFileSync(config, zurlConfig(dir, n));
    return collect(
      spawn(zurl, [`--config=${config}`, `--loglevel=${options.logLevel ?? 2}`], {
        stdio: ["ignore", "pipe", "pipe"],
      }),
    );
  });
  const child = collect(
    spawn(binary, ["--config", join(dir, "pushpin.conf"), "-m"], {
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
  const base = `http://127.0.0.1:${http}`;
  const controlUrl = `http://127.0.0.1:${control}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      // The runner stops the services it started (each in a process group of its own).
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    for (const zurl of zurlChildren) if (zurl.exitCode === null) zurl.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  };
  const body = JSON.stringify({ items: [] });
  for (let waited = 0; ; waited += 100) {
    const up =
      (await answers(`${controlUrl}/publish/`, { method: "POST", body })) &&
      (await answers(`${base}/`));
    if (up) {
      const pids = () => [
        ...descendantsOf(child.pid!),
        ...zurlChildren.flatMap((z) => (z.pid ? [z.pid] : [])),
      ];
      return { base, controlUrl, statsUrl, dir, pids, output: () => output, stop };
    }
    if (child.exitCode !== null || waited > 15_000) {
      await stop();
      throw new Error(`pushpin did not start:\n${output}`);
    }
    await sleep(100);
  }
}
