import { freePort, type ServerNode, startServerNode } from "../cluster";
import { type Pushpin, pushpinBinary, startPushpin } from "../pushpin";

/**
 * The live bench's GRIP run: one Ticker process with GRIP_URL set and Pushpin in front of it,
 * sized for `readers`. Null when Pushpin is not installed.
 */
export async function startGripOrigin(
  env: Record<string, string>,
  readers: number,
): Promise<{ node: ServerNode; port: number; pushpin: Pushpin; stop(): Promise<void> } | null> {
  const binary = pushpinBinary();
  if (!binary) return null;
  const key = "bench-grip-signing-key-0123456789";
  const controlPort = await freePort();
  const node = await startServerNode({
    ...env,
    GRIP_URL: `http://127.0.0.1:${controlPort}/`,
    GRIP_KEY: key,
  });
  try {
    const pushpin = await startPushpin(binary, `127.0.0.1:${node.port}`, key, {
      controlPort,
      maxConnections: readers + 1000,
    });
    return {
      node,
      port: Number(new URL(pushpin.base).port),
      pushpin,
      async stop() {
        await pushpin.stop();
        await node.stop();
      },
    };
  } catch (err) {
    await node.stop();
    throw err;
  }
}
