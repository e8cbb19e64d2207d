import http from "node:http";
import type { FastifyInstance } from "fastify";

/** One parsed server-sent event. */
export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
}

/** A streaming SSE client over node:http (app.inject cannot stream). */
export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  messages: SseMessage[];
  comments: string[];
  /** The body of an answer that is not a stream (status other than 200). */
  body: string;
  ended: boolean;
  /** Resolves with the first message (from the start) matching, or rejects after timeoutMs. */
  waitFor(match: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  waitEnd(timeoutMs?: number): Promise<void>;
  close(): void;
}

export async function listenOnPort0(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return `http://127.0.0.1:${address.port}`;
}

/** Opens a stream; resolves once the response head arrived (body read in the background). */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: "text/event-stream", ...headers } }, (res) => {
      const waiters = new Set<() => void>();
      const notify = () => {
        for (const w of [...waiters]) w();
      };
      let buffer = "";
      const client: SseClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        messages: [],
        comments: [],
        body: "",
        ended: false,
        waitFor(match, timeoutMs = 5000) {
          return new Promise((ok, fail) => {
            const check = () => {
              const found = client.messages.find(match);
              if (found) {
                waiters.delete(check);
                clearTimeout(timer);
                ok(found);
              } else if (client.ended) {
                waiters.delete(check);
                clearTimeout(timer);
                fail(new Error("stream ended"));
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`timed out; got ${client.messages.map((m) => m.event).join(",")}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        waitEnd(timeoutMs = 5000) {
          return new Promise((ok, fail) => {
            const check = () => {
              if (!client.ended) return;
              waiters.delete(check);
              clearTimeout(timer);
              ok();
            };
            const timer = setTimeout(() => fail(new Error("stream did not end")), timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close() {
          req.destroy();
        },
      };
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        if (client.status !== 200) client.body += chunk;
        buffer += chunk;
        for (let at = buffer.indexOf("\n\n"); at >= 0; at = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const msg: SseMessage = { id: null, event: "message", data: "" };
          let hasData = false;
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) client.comments.push(line.slice(1).trim());
            else if (line.startsWith("id: ")) msg.id = line.slice(4);
            else if (line.startsWith("event: ")) msg.event = line.slice(7);
            else if (line.startsWith("data: ")) {
              msg.data = line.slice(6);
              hasData = true;
            }
          }
          if (hasData) client.messages.push(msg);
        }
        notify();
      });
      const end = () => {
        client.ended = true;
        notify();
      };
      res.on("end", end);
      res.on("close", end);
      res.on("error", end);
      resolve(client);
    });
    req.on("error", reject);
  });
}

/**
 * Opens a stream through Pushpin. A Pushpin just started (or swamped) answers a hold with 500
 * "Accept service unavailable" until its handler takes holds; the reader tries again, as the
 * embed's reconnect would. Any other answer is returned as it came.
 */
export async function openSseThroughPushpin(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseClient> {
  for (let attempt = 1; ; attempt++) {
    const c = await openSse(url, headers);
    if (c.status !== 500 || attempt === 10) return c;
    await c.waitEnd();
    if (!c.body.includes("Accept service unavailable")) return c;
    await new Promise((r) => setTimeout(r, 100 * attempt));
  }
}
