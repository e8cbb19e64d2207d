import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./cluster";

/** Debian's Pushpin (`apt-get install pushpin`, as .ci/run does), or null when not installed. */
export function pushpinBinary(): string | null {
  const found = spawnSync("sh", ["-c", "command -v pushpin"], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() || null : null;
}

export interface Pushpin {
  /** Where readers connect. */
  base: string;
  /** The publish endpoint (GRIP_URL). */
  controlUrl: string;
  /** Its stats socket, JSON (GRIP_STATS_URL). */
  statsUrl: string;
  stop(): Promise<void>;
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
 * A Pushpin of its own (tests/server/grip.test.ts, the live bench's GRIP run): config, sockets
 * and logs in a temp directory, free ports (or the given publish port), every request routed to
 * `upstream` (host:port) and signed with `sigKey`. Debian's 1.36 reaches the origin through zurl,
 * so the runner starts one with sockets in the same directory.
 */
export async function startPushpin(
  binary: string,
  upstream: string,
  sigKey: string,
  options: {
    controlPort?: number;
    /** Given, a restarted Pushpin comes back where its readers look for it. */
    httpPort?: number;
    /** The stats socket's port, when GRIP_STATS_URL must be known before Pushpin starts. */
    statsPort?: number;
    maxConnections?: number;
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
  writeFileSync(join(dir, "routes"), `* ${upstream}\n`);
  writeFileSync(
    join(dir, "pushpin.conf"),
    `[global]
include={libdir}/internal.conf
rundir=${dir}
ipc_prefix=pushpin-
port_offset=0

[runner]
services=condure,zurl,pushpin-proxy,pushpin-handler
http_port=${http}
logdir=${dir}
log_level=2
client_buffer_size=8192
client_maxconn=${options.maxConnections ?? 1000}

[proxy]
zurl_out_specs=ipc://{rundir}/{ipc_prefix}zurl-in
zurl_out_stream_specs=ipc://{rundir}/{ipc_prefix}zurl-in-stream
zurl_in_specs=ipc://{rundir}/{ipc_prefix}zurl-out
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
`,
  );
  const child: ChildProcess = spawn(binary, ["--config", join(dir, "pushpin.conf"), "-m"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
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
    rmSync(dir, { recursive: true, force: true });
  };
  const body = JSON.stringify({ items: [] });
  for (let waited = 0; ; waited += 100) {
    const up =
      (await answers(`${controlUrl}/publish/`, { method: "POST", body })) &&
      (await answers(`${base}/`));
    if (up) return { base, controlUrl, statsUrl, stop };
    if (child.exitCode !== null || waited > 15_000) {
      await stop();
      throw new Error(`pushpin did not start:\n${output}`);
    }
    await sleep(100);
  }
}
