import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";

/**
 * An HTTP server on a free loopback port that answers with `handler`, closed (open connections
 * too) after the file's tests. Awaited at the top of a test file, after the apps that call it,
 * so it closes before them.
 */
export async function loopbackServer(handler: RequestListener) {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  const { port } = server.address() as AddressInfo;
  return { port, origin: `http://127.0.0.1:${port}` };
}
