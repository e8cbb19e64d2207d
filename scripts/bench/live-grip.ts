import { writeFileSync } from "node:fs";
import { freePort, type ServerNode, startServerNode } from "../cluster";
import { pushpinBinary, startPushpin } from "../pushpin";

/** Connections one tier node (Pushpin's condure) holds: under the 20,000 descriptors per process. */
export const READERS_PER_TIER_NODE = 19_000;

export interface GripTier {
  /** Where readers connect: one port per tier node. */
  ports: number[];
  /** Ticker's processes behind the tier. */
  servers: ServerNode[];
  /** The tier's processes (Pushpin's services and zurls of every node). */
  tierPids(): number[];
  stop(): Promise<void>;
}

/**
 * The live bench's GRIP runs: `servers` Ticker processes (env: PGlite, or DATABASE_URL) with
 * GRIP_URL naming every tier node's control URL, and `nodes` Pushpins in front, each routing to
 * every server. Null when Pushpin is not installed.
 */
export async function startGripTier(
  env: Record<string, string>,
  servers: number,
  nodes: number,
): Promise<GripTier | null> {
  const binary = pushpinBinary();
  if (!binary) return null;
  const key = "bench-grip-signing-key-0123456789";
  const controls = await Promise.all(Array.from({ length: nodes }, () => freePort()));
  const tickerEnv = {
    ...env,
    GRIP_URL: controls.map((p) => `http://127.0.0.1:${p}/`).join(","),
    GRIP_KEY: key,
  };
  // The first one migrates and seeds; the others then start together.
  const started: ServerNode[] = [await startServerNode(tickerEnv)];
  const tier: Awaited<ReturnType<typeof startPushpin>>[] = [];
  const stop = async () => {
    // Each node's log (its requests and publishes, each timed), for a run worth reading again.
    const keep = process.env.BENCH_PUSHPIN_LOG;
    if (keep)
      for (const [i, t] of tier.entries()) writeFileSync(`${keep}-node${i}.log`, t.output());
    await Promise.all(tier.map((t) => t.stop()));
    await Promise.all(started.map((s) => s.stop()));
  };
  try {
    started.push(
      ...(await Promise.all(Array.from({ length: servers - 1 }, () => startServerNode(tickerEnv)))),
    );
    const upstreams = started.map((s) => `127.0.0.1:${s.port}`);
    for (const [i, controlPort] of controls.entries()) {
      // Pushpin tries a route's targets in order (the next only when one fails): each node
      // starts with another server, so the opens are shared.
      const order = [...upstreams.slice(i % servers), ...upstreams.slice(0, i % servers)];
      tier.push(
        await startPushpin(binary, order, key, {
          controlPort,
          maxConnections: READERS_PER_TIER_NODE + 1000,
        }),
      );
    }
    return {
      ports: tier.map((t) => Number(new URL(t.base).port)),
      servers: started,
      tierPids: () => tier.flatMap((t) => t.pids()),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
