import { writeFileSync } from "node:fs";
import { freePort, type ServerNode, startServerNode } from "../cluster";
import { type Pushpin, pushpinBinary, startPushpin } from "../pushpin";
import { wallClock as now } from "./lib";

/**
 * What the night bench breaks halfway (NIGHT_FAILOVER, comma-separated, one night each):
 * - `server`: SIGKILL one of three servers; readers connect to the servers directly, and the
 *   killed server's readers go to another (as a load balancer sends them);
 * - `grip-server`: the same with Pushpin in front (GRIP_URL set): every stream is held by
 *   Pushpin, whose route lists the killed server first (Pushpin tries its targets in order, so
 *   that server answered every stream request and recovery until it died);
 * - `grip-proxy`: Pushpin itself is restarted (SIGTERM, then started again on the same ports):
 *   its readers reconnect to it after their retry delay and resume with Last-Event-ID.
 */
export type Failover = "server" | "grip-server" | "grip-proxy";
export const FAILOVERS: readonly Failover[] = ["server", "grip-server", "grip-proxy"];

const NODES = 3;
const GRIP_KEY = "bench-night-grip-signing-key-0123";

/** What the readers are told when it happens (see NightCommand "killed"). */
export interface Failure {
  port: number;
  at: number;
  comesBack?: boolean;
  allStreams?: boolean;
}

export interface NightCluster {
  nodes: ServerNode[];
  /** Pushpin's port, where the streams connect with GRIP. */
  streamPort?: number;
  /** Index in nodes of the server that is killed. */
  victim: number;
  /** Breaks it: `tell` is called at the instant; resolves to a line for the log. */
  fail(tell: (failure: Failure) => void, dead: Set<ServerNode>): Promise<string>;
  stop(): Promise<void>;
}

export async function startNightCluster(
  mode: Failover,
  env: Record<string, string>,
  readers: number,
): Promise<NightCluster> {
  const grip = mode !== "server";
  const binary = grip ? pushpinBinary() : null;
  if (grip && !binary) throw new Error(`${mode}: pushpin is not installed`);
  const controlPort = await freePort();
  const nodeEnv = grip ? { ...env, GRIP_URL: `http://127.0.0.1:${controlPort}/`, GRIP_KEY } : env;
  const nodes = [await startServerNode(nodeEnv)];
  nodes.push(...(await Promise.all([startServerNode(nodeEnv), startServerNode(nodeEnv)])));
  const victim = 1;
  // The victim first: Pushpin sends every request to its first target while it answers.
  const route = [nodes[victim]!, ...nodes.filter((_, i) => i !== victim)]
    .map((n) => `127.0.0.1:${n.port}`)
    .join(" ");
  const options = { controlPort, maxConnections: readers + 1_000 };
  const start = (httpPort?: number) =>
    startPushpin(binary!, route, GRIP_KEY, httpPort ? { ...options, httpPort } : options);
  let pushpin: Pushpin | null = null;
  try {
    pushpin = grip ? await start() : null;
  } catch (err) {
    await Promise.all(nodes.map((n) => n.stop()));
    throw err;
  }
  const streamPort = pushpin ? Number(new URL(pushpin.base).port) : undefined;
  return {
    nodes,
    victim,
    ...(streamPort ? { streamPort } : {}),
    async fail(tell, dead) {
      if (mode !== "grip-proxy") {
        const node = nodes[victim]!;
        dead.add(node);
        node.child.kill("SIGKILL");
        tell({ port: node.port, at: now(), ...(grip ? { allStreams: true } : {}) });
        return `killed server :${node.port} (SIGKILL)${grip ? ", Pushpin's first target" : ""}`;
      }
      const at = now();
      tell({ port: streamPort!, at, comesBack: true });
      await pushpin!.stop();
      const stopped = now();
      pushpin = await start(streamPort);
      return `restarted Pushpin (:${streamPort}): stopped in ${(stopped - at).toFixed(0)} ms, answering again ${(now() - at).toFixed(0)} ms after the restart began`;
    },
    async stop() {
      // Pushpin's log (its requests and publishes, each timed) for a night worth reading again.
      const keep = process.env.NIGHT_PUSHPIN_LOG;
      if (keep && pushpin) writeFileSync(keep, pushpin.output());
      await pushpin?.stop();
      await Promise.all(nodes.map((n) => n.stop()));
    },
  };
}

export { NODES };
