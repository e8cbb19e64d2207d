import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A reverse proxy sending every request to the next upstream in turn (no stickiness), with
 * bodies and responses streamed through, SSE included. Each answer names its upstream in
 * `x-upstream`, so a test can tell which server answered.
 */
export interface ProxiedAnswer {
  url: string;
  requestHeaders: http.IncomingHttpHeaders;
  status: number;
  headers: http.IncomingHttpHeaders;
}

export interface RoundRobinProxy {
  base: string;
  /** Every request passed on, with its answer's status and headers, in the order answered. */
  answered: ProxiedAnswer[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const answered: ProxiedAnswer[] = [];
  const server = http.createServer((req, res) => {
    const port = upstreams[next++ % upstreams.length]!;
    const upstream = http.request(
      { host: "127.0.0.1", port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const status = answer.statusCode ?? 502;
        answered.push({
          url: req.url ?? "",
          requestHeaders: req.headers,
          status,
          headers: answer.headers,
        });
        res.writeHead(status, { ...answer.headers, "x-upstream": String(port) });
        res.flushHeaders();
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    // A reader leaving closes its stream on the server too.
    res.on("close", () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answered,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
