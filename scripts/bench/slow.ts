/**
 * The editor on a slow tablet: Chromium (puppeteer-core) with the CPU slowed down 4× and
 * DevTools' Fast 3G, as the e2e "slow device" project runs it. Signed in, the channel page of
 * an account with two editor extensions opens with an empty cache; then the composer's title is
 * focused. Prints, per run and as the median: the composer on screen (from navigation), the
 * hand-over to the full editor (its formatting toolbar, from focus) and the extensions' buttons
 * (from focus).
 *
 * `npm run bench -- slow` builds and serves the app itself (like `web`);
 * `BENCH_BASE=http://localhost:8201` measures a server already running instead.
 */
import { SCORE_BLOCK, signOff } from "../../e2e/support/extension-sources";
import { FAST_3G, SLOW_CPU_RATE } from "../../e2e/support/slow-device";
import { type BenchSuite, postApi } from "./lib";
import { launchChromium, signInAdmin, storeSession, withAppServer } from "./web";

const RUNS = Number(process.env.BENCH_SLOW_RUNS) || 3;
const STEP_TIMEOUT_MS = 120_000;

const EXTENSIONS = [signOff("The desk"), SCORE_BLOCK];

/**
 * Run in the page as text: the bench runs under tsx, whose transform names functions through a
 * helper that does not exist in the page.
 */
const WATCH = `new Promise((resolve, reject) => {
  const at = { focus: 0, editor: 0, tools: 0 };
  const found = (selector, text) =>
    [...document.querySelectorAll(selector)].some((e) => !text || e.textContent === text);
  const tools = '[role="toolbar"][aria-label="Extension tools"] button';
  document.addEventListener("focusin", () => { at.focus ||= performance.now(); }, { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (!at.focus) return;
    if (!at.editor && found('[role="toolbar"][aria-label="Formatting"]')) at.editor = performance.now();
    if (!at.tools && found(tools, "Add sign-off") && found(tools, "Add score")) at.tools = performance.now();
    if (at.editor && at.tools) { observer.disconnect(); resolve(at); }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  setTimeout(() => reject(new Error("not ready: " + JSON.stringify(at))), ${STEP_TIMEOUT_MS});
})`;

/** When the editor's chunk had arrived (page time), or null if it never loaded. */
const CHUNK_ARRIVED = `(performance.getEntriesByType("resource")
  .find((e) => /\\/PostEditor-[^/]*\\.js$/.test(e.name)) || { responseEnd: null }).responseEnd`;

interface Run {
  composerMs: number;
  /** When the editor's chunk had arrived, from focus: below 0, before the reporter tapped. */
  chunkMs: number;
  handoverMs: number;
  extensionsMs: number;
}

/** A sub-account of its own with the extensions, and a channel in it: answers the page's path. */
async function extensionsChannel(base: string, jwt: string): Promise<string> {
  const key = `bench${Date.now().toString(36)}`;
  await postApi(base, jwt, "/accounts/newsroom.demo/sub-accounts", {
    accounts: [{ accountKey: key, displayName: "Bench tablet" }],
  });
  const host = `${key}.demo`;
  for (const extension of EXTENSIONS) await postApi(base, jwt, `/extensions/${host}`, extension);
  const channel = (await postApi(base, jwt, `/channels/${host}`, { name: "Tablet" })) as {
    id: string;
  };
  return `/accounts/demo/${key}/channels/${channel.id}`;
}

async function measureOnce(base: string, path: string, jwt: string): Promise<Run> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1024, height: 768 });
    await storeSession(page, base, jwt);
    const cdp = await page.createCDPSession();
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_CPU_RATE });
    await cdp.send("Network.emulateNetworkConditions", { ...FAST_3G });
    await page.goto(`${base}${path}`, { waitUntil: "domcontentloaded" });
    const title = await page.waitForSelector('::-p-aria([name="Title"][role="textbox"])', {
      timeout: STEP_TIMEOUT_MS,
    });
    const composerMs = await page.evaluate(() => performance.now());
    // Times taken in the page, so the driver's own round trips are not counted.
    const watch = page.evaluate(WATCH) as Promise<{ focus: number; editor: number; tools: number }>;
    await title?.click();
    const at = await watch;
    const chunkAt = (await page.evaluate(CHUNK_ARRIVED)) as number | null;
    return {
      composerMs,
      chunkMs: (chunkAt ?? Number.NaN) - at.focus,
      handoverMs: at.editor - at.focus,
      extensionsMs: at.tools - at.focus,
    };
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (n: number) => `${Math.round(n).toLocaleString("en")} ms`;

function print(runs: Run[], log: (line: string) => void) {
  log(`CPU ${SLOW_CPU_RATE}× slower, Fast 3G, empty cache; median of ${runs.length}:`);
  const row = (label: string, pick: (r: Run) => number) =>
    log(
      `  ${label.padEnd(44)} ${ms(median(runs.map(pick))).padStart(9)}   runs: ${runs.map((r) => ms(pick(r))).join(", ")}`,
    );
  row("composer on screen (from navigation)", (r) => r.composerMs);
  row("editor's chunk arrived, from focus", (r) => r.chunkMs);
  row("full editor after focus (hand-over)", (r) => r.handoverMs);
  row("extensions' buttons after focus", (r) => r.extensionsMs);
}

/** `npm run bench -- slow`: prints the figures; the target is a hand-over within 1.5 s. */
export const slowBench: BenchSuite = {
  name: "slow",
  description: `the editor on a slow tablet (CPU ${SLOW_CPU_RATE}× slower, Fast 3G)`,
  async setup({ log }) {
    await withAppServer("slow", log, async (base) => {
      const jwt = await signInAdmin(base);
      const path = await extensionsChannel(base, jwt);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(base, path, jwt));
      print(runs, log);
    });
    return { cases: [], teardown: async () => {} };
  },
};
