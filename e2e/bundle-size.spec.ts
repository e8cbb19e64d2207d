import { type CDPSession, expect, type Page, test } from "@playwright/test";
import { STORAGE_KEYS } from "../domain/constants";
import { apiToken, feedPost, unique } from "./publishing-helpers";
import { channelIdByName } from "./support/auth";
import { DEMO } from "./support/demo";
import { waitForServiceWorkerControl } from "./support/pwa";

/**
 * The JavaScript each route makes the browser download, counted as it crosses the wire
 * (compressed bytes of the response bodies), with an empty HTTP cache.
 *
 * The goals of issue 14 are 150 KB for the login route and 350 KB for the publishing suite.
 * The budgets below are what the build reaches today (docs/performance.md has the figures)
 * and guard against regressions; lower them as the bundle shrinks.
 */
const BUDGET_KB = {
  login: 260,
  channels: 345,
  /** Everything the suite's channel page loads, the editor's own chunks included. */
  suite: 475,
} as const;

// The service worker would precache every chunk in the background and blur the count.
test.use({ serviceWorkers: "block" });

interface Sent {
  url: string;
  encoding: string;
  bytes: number;
}

/** Counts the body bytes of every script response the page receives from now on. */
async function watchScripts(page: Page): Promise<{ cdp: CDPSession; sent: () => Sent[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = new Map<string, { url: string; encoding: string; headerBytes: number }>();
  const done: Sent[] = [];
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    const path = new URL(response.url).pathname;
    if (!path.startsWith("/assets/") || !path.endsWith(".js")) return;
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    // At this point encodedDataLength counts the response head only.
    scripts.set(requestId, {
      url: path,
      encoding: headers["content-encoding"] ?? "identity",
      headerBytes: response.encodedDataLength,
    });
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (!script) return;
    done.push({
      url: script.url,
      encoding: script.encoding,
      bytes: encodedDataLength - script.headerBytes,
    });
  });
  return { cdp, sent: () => [...done] };
}

function report(route: keyof typeof BUDGET_KB, sent: Sent[]): number {
  const kb = sent.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  const line = `${route}: ${kb.toFixed(1)} KB of JS on the wire in ${sent.length} files`;
  test.info().annotations.push({ type: "js-wire-bytes", description: line });
  console.log(line);
  // Every script is sent compressed (brotli: the browser accepts it).
  expect(sent.filter((s) => s.encoding !== "br").map((s) => s.url)).toEqual([]);
  expect(sent.length).toBeGreaterThan(0);
  return kb;
}

async function signedIn(page: Page, jwt: string): Promise<void> {
  await page.addInitScript(
    ([tokenKey, domainKey, token, domain]) => {
      window.localStorage.setItem(tokenKey, token);
      window.localStorage.setItem(domainKey, domain);
    },
    [STORAGE_KEYS.token, STORAGE_KEYS.domain, jwt, DEMO.domain] as const,
  );
}

test("the login route's JS stays within budget", async ({ page }) => {
  const { sent } = await watchScripts(page);
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sign in to Ticker" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(report("login", sent())).toBeLessThan(BUDGET_KB.login);
});

test("the channels list and the publishing suite stay within budget", async ({ page }) => {
  const jwt = await apiToken(page.request);
  const channelId = await channelIdByName(page.request, "Election night");
  const title = unique("Budget check");
  const published = await page.request.post(`/api/posts/${DEMO.host}/${channelId}`, {
    headers: { Authorization: `Bearer ${jwt}` },
    data: { title },
  });
  expect(published.ok()).toBe(true);
  await signedIn(page, jwt);

  let watch = await watchScripts(page);
  await page.goto(DEMO.channelsPath);
  await expect(
    page.getByRole("link", { name: "Election night", exact: true }).first(),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(report("channels", watch.sent())).toBeLessThan(BUDGET_KB.channels);
  await watch.cdp.detach();

  watch = await watchScripts(page);
  await page.goto(`${DEMO.channelsPath}/${channelId}`);
  await expect(feedPost(page, title)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Post content" })).toBeVisible();
  // The live stream stays open, so the network never idles here: the editor showing means its
  // chunks arrived, and they came in their own files, after the page's.
  await expect
    .poll(() => watch.sent().some((s) => /\/PostEditor-[\w-]+\.js$/.test(s.url)))
    .toBe(true);
  expect(report("suite", watch.sent())).toBeLessThan(BUDGET_KB.suite);
});

test.describe("the service worker's precache", () => {
  test.use({ serviceWorkers: "allow" });

  test("downloads the compressed bytes", async ({ page, context }) => {
    const precached: { path: string; acceptEncoding: string; encoding: string }[] = [];
    context.on("response", async (response) => {
      const request = response.request();
      if (!request.serviceWorker()) return;
      const path = new URL(response.url()).pathname;
      if (!path.startsWith("/assets/") || !path.endsWith(".js")) return;
      const headers = await request.allHeaders();
      precached.push({
        path,
        acceptEncoding: headers["accept-encoding"] ?? "",
        encoding: (await response.allHeaders())["content-encoding"] ?? "identity",
      });
    });
    await page.goto("/login");
    await waitForServiceWorkerControl(page);
    // The worker installs only once every precache entry is fetched: the editor's chunk too.
    await expect.poll(() => precached.some((p) => p.path.includes("/PostEditor-"))).toBe(true);
    // The server picks the .br copy only for a request whose Accept-Encoding names br
    // (Chromium does not always report that header for a worker's fetch: the answer shows it).
    expect(precached.filter((p) => p.encoding !== "br")).toEqual([]);
    expect(precached.filter((p) => p.acceptEncoding && !p.acceptEncoding.includes("br"))).toEqual(
      [],
    );
  });
});
