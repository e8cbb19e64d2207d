import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "@playwright/test";

/**
 * One HTML page served on loopback while the spec file runs, for link cards to read (the e2e
 * server allows private fetches). Returns the page's address, known once the file's tests start.
 */
export function serveLoopbackPage(path: string, html: string): () => string {
  let site: Server;
  let url = "";
  test.beforeAll(async () => {
    site = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(html);
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(site.address() as AddressInfo).port}${path}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));
  return () => url;
}

/**
 * A newsroom's page on 127.0.0.1 with Ticker on localhost: both are loopback, and Chromium's
 * local network access checks would block the frame or script, as they never would for a real
 * newsroom. A spec file of such pages calls this at its top.
 */
export function allowLoopbackHostPages(): void {
  test.use({
    launchOptions: {
      executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights",
      ],
    },
  });
}
