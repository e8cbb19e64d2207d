import { type CDPSession, expect, type Page, test } from "@playwright/test";
import { STORAGE_KEYS } from "../domain/constants";
import { api, publish } from "./embed-helpers";
import { feedPost, unique } from "./publishing-helpers";
import { channelIdByName } from "./support/auth";
import { DEMO } from "./support/demo";
import { EDITOR_CHUNK, holdRequests } from "./support/hold";
import { waitForServiceWorkerControl } from "./support/pwa";

/**
 * The JavaScript each route makes the browser download, counted as it crosses the wire
 * (compressed bytes of the response bodies), with an empty HTTP cache.
 *
 * The goals are 150 KB for the login route and 350 KB for the publishing suite
 * (before its editor, which loads once the page is used). Both meet their goal; the other
 * budgets are what the build reaches today plus a small margin (docs/performance.md has the
 * figures) and guard against regressions.
 */
/** Dexie and the local stores (src/lib/local-data/database.ts), loaded at the first idle moment. */
const DATABASE_CHUNK = /\/assets\/database-[^/]+\.js$/;
const BUDGET_KB = {
  /** The sign-in page is a page of its own (src/login): ~21 KB, far below the goal of 150. */
  login: 40,
  channels: 295,
  /** The suite's channel page until its feed shows, before the editor's chunk (the goal). */
  suite: 350,
  /**
   * The editor's own chunk, loaded once the page is used, with the dialog and menu machines and
   * react-hook-form, which it is the first to need (the feed loads the machines on first use,
   * the channel editors' panel its forms as it is scrolled to).
   */
  editor: 148,
  /** Everything the suite's channel page loads, the editor included. */
  suiteWithEditor: 470,
} as const;

// The service worker would precache every chunk in the background and blur the count.
test.use({ serviceWorkers: "block" });

interface Sent {
  url: string;
  encoding: string;
  bytes: number;
}

/** Counts the body bytes of every script response the page receives from now on. */
async function watchScripts(
  page: Page,
): Promise<{ cdp: CDPSession; sent: () => Sent[]; pending: () => string[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = new Map<string, { url: string; encoding: string; headerBytes: number }>();
  const done: Sent[] = [];
  const requested = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith("/assets/") && path.endsWith(".js")) requested.set(requestId, path);
  });
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
    requested.delete(requestId);
    const script = scripts.get(requestId);
    if (!script) return;
    done.push({
      url: script.url,
      encoding: script.encoding,
      bytes: encodedDataLength - script.headerBytes,
    });
  });
  cdp.on("Network.loadingFailed", ({ requestId }) => requested.delete(requestId));
  return { cdp, sent: () => [...done], pending: () => [...requested.values()] };
}

function report(route: keyof typeof BUDGET_KB, sent: Sent[]): number {
  const kb = sent.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  const line = `${route}: ${kb.toFixed(1)} KB of JS on the wire in ${sent.length} files`;
  test.info().annotations.push({ type: "js-wire-bytes", description: line });
  console.log(line);
  // BUNDLE_FILES=1 lists the files, biggest first: where to look when a budget is exceeded.
  if (process.env.BUNDLE_FILES) {
    for (const s of [...sent].sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${(s.bytes / 1024).toFixed(1)} KB ${s.url}`);
    }
  }
  // Every script is sent compressed (brotli: the browser accepts it).
  expect(sent.filter((s) => s.encoding !== "br").map((s) => s.url)).toEqual([]);
  expect(sent.length).toBeGreaterThan(0);
  return kb;
}

/** The chunks a built chunk imports statically (`from"./x.js"`, `import"./x.js"`). */
async function staticImports(page: Page, url: string): Promise<string[]> {
  const code = await (await page.request.get(url)).text();
  return [...code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map(
    ([, file]) => `/assets/${file}`,
  );
}

/** What the editor's chunk imports and none of the suite's own chunks does. */
async function editorOnlyImports(
  page: Page,
  editorUrl: string,
  suite: Sent[],
): Promise<Set<string>> {
  const mine = new Set(await staticImports(page, editorUrl));
  const others = suite.filter((s) => !mine.has(s.url));
  for (const s of others) for (const url of await staticImports(page, s.url)) mine.delete(url);
  return mine;
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

for (const [path, heading] of [
  ["/login", "Sign in to Ticker"],
  // Norwegian loads its own first-screen strings, not the whole language.
  ["/no/login", "Logg inn på Ticker"],
] as const) {
  test(`the login route's JS stays within budget: ${path}`, async ({ page }) => {
    const { sent } = await watchScripts(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(report("login", sent())).toBeLessThan(BUDGET_KB.login);
  });
}

test("the channels list and the publishing suite stay within budget", async ({ page }) => {
  const a = await api(page.request);
  const channelId = await channelIdByName(page.request, "Election night");
  const title = unique("Budget check");
  await publish(a, channelId, { title });
  await signedIn(page, a.token);

  let watch = await watchScripts(page);
  await page.goto(DEMO.channelsPath);
  await expect(
    page.getByRole("link", { name: "Election night", exact: true }).first(),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The local database's chunk comes at the first idle moment (at most 2 s), which a busy machine
  // can put after the network went quiet: it is the list's, not the next page's.
  await expect.poll(() => watch.sent().some((s) => DATABASE_CHUNK.test(s.url))).toBe(true);
  expect(report("channels", watch.sent())).toBeLessThan(BUDGET_KB.channels);
  await watch.cdp.detach();

  // The editor's chunk is held back until the suite has shown its feed: the scripts that came
  // by then are what the suite needs before its editor, and the feed must not wait for it.
  const releaseEditor = await holdRequests(page, EDITOR_CHUNK);
  watch = await watchScripts(page);
  await page.goto(`${DEMO.channelsPath}/${channelId}`);
  await expect(feedPost(page, title)).toBeVisible();
  // A new post's composer: the editor's chunk loads once the page or the composer is used.
  await expect(page.getByText("open as you start writing")).toBeVisible();
  // Lazy parts of the page (panels, the live connection) may still be on their way.
  await expect.poll(() => watch.pending().filter((url) => !EDITOR_CHUNK.test(url))).toEqual([]);
  const before = watch.sent();

  releaseEditor();
  await page.getByRole("region", { name: "New post" }).hover();
  await expect(page.getByRole("textbox", { name: "Post content" })).toBeVisible();
  await expect.poll(() => watch.sent().some((s) => EDITOR_CHUNK.test(s.url))).toBe(true);
  // A chunk only the editor imports comes with it, and may land before the feed shows when the
  // page goes idle early: it is the editor's, not the suite's.
  const editorUrl = watch.sent().find((s) => EDITOR_CHUNK.test(s.url))?.url ?? "";
  const editorOwn = await editorOnlyImports(page, editorUrl, before);
  const suite = before.filter((s) => !editorOwn.has(s.url));
  expect(report("suite", suite)).toBeLessThan(BUDGET_KB.suite);
  const editor = watch.sent().filter((s) => !suite.includes(s));
  expect(report("editor", editor)).toBeLessThan(BUDGET_KB.editor);
  expect(report("suiteWithEditor", watch.sent())).toBeLessThan(BUDGET_KB.suiteWithEditor);
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
