/**
 * The machine's floor for SSE fan-out (forked by scripts/bench/live.ts): a minimal server on
 * node:http that holds every GET as an event stream and, on POST /publish, writes the posted
 * bytes (the frame Ticker's readers received for a post, with the marker swapped) to every
 * socket as one chunk. No database, no routing, no per-reader work: what Ticker's fan-out is
 * compared with.
 */
import http from "node:http";
import type { Socket } from "node:net";

const sockets = new Set<Socket>();

const chunk = (frame: Buffer) =>
  Buffer.concat([Buffer.from(`${frame.length.toString(16)}\r\n`), frame, Buffer.from("\r\n")]);

const server = http.createServer((req, res) => {
  if (req.method === "POST") {
    const body: Buffer[] = [];
    req.on("data", (b: Buffer) => body.push(b));
    req.on("end", () => {
      const buffer = chunk(Buffer.concat(body));
      for (const socket of sockets) socket.write(buffer);
      res.writeHead(204).end();
    });
    return;
  }
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  res.write(": ok\n\n");
  const socket = res.socket!;
  socket.setNoDelay(true);
  sockets.add(socket);
  res.on("close", () => sockets.delete(socket));
});
server.keepAliveTimeout = 0;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
process.on("message", (m: { type?: string }) => {
  if (m.type === "close") process.exit(0);
});
