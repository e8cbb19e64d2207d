/**
 * The publishing suite's main-thread work in its first seconds: Chromium (puppeteer-core) with
 * the CPU slowed down 4× (a mid-range phone), signed in, opening the channel page with an empty
 * cache. Prints script, layout and style time, long tasks, the API requests made and the
 * functions that took the most time (a CPU profile), so a regression names its cause.
 *
 * `npm run bench -- main-thread` builds and serves the app itself (like `web`);
 * `BENCH_BASE=http://localhost:8201` measures a server already running (an e2e server) instead;
 * `BENCH_PROFILE_OUT=suite.cpuprofile` keeps the last run's CPU profile (DevTools opens it);
 * `BENCH_PAGE=channels` measures the channels list instead of the channel page.
 */
import { writeFileSync } from "node:fs";
import type { CDPSession } from "puppeteer-core";
import type { BenchSuite } from "./lib";
import { channelId, launchChromium, signInAdmin, storeSession, withAppServer } from "./web";

const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS) || 10_000;
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_MAIN_RUNS) || 3;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface Run {
  scriptMs: number;
  taskMs: number;
  layoutMs: number;
  styleMs: number;
  longTasks: number[];
  api: Map<string, number>;
  selfMs: Map<string, number>;
  profile: CpuProfile;
}

const metric = (metrics: { name: string; value: number }[], name: string) =>
  metrics.find((m) => m.name === name)?.value ?? 0;

/** Self time per function (name and place in its file), from the sampled profile. */
function selfTimes(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split("/").pop() || "(native)";
    const key = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    out.set(key, (out.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return out;
}

async function measureOnce(base: string, path: string, jwt: string): Promise<Run> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await storeSession(page, base, jwt);
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push(e.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    const cdp: CDPSession = await page.createCDPSession();
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Performance.enable");
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
    const api = new Map<string, number>();
    cdp.on("Network.requestWillBeSent", ({ request }) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith("/api/")) return;
      const key = `${request.method} ${url.pathname.replace(/[0-9a-f-]{36}/g, ":id")}`;
      api.set(key, (api.get(key) ?? 0) + 1);
    });
    const before = (await cdp.send("Performance.getMetrics")).metrics;
    await cdp.send("Profiler.start");
    const started = Date.now();
    await page.goto(`${base}${path}`, { waitUntil: "domcontentloaded" });
    await new Promise((r) => setTimeout(r, Math.max(0, WINDOW_MS - (Date.now() - started))));
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
    const after = (await cdp.send("Performance.getMetrics")).metrics;
    const longTasks = await page.evaluate(
      () => (window as unknown as { __longTasks: number[] }).__longTasks,
    );
    const delta = (name: string) => (metric(after, name) - metric(before, name)) * 1000;
    return {
      scriptMs: delta("ScriptDuration"),
      taskMs: delta("TaskDuration"),
      layoutMs: delta("LayoutDuration"),
      styleMs: delta("RecalcStyleDuration"),
      longTasks,
      api,
      selfMs: selfTimes(profile),
      profile,
    };
  } finally {
    await browser.close();
  }
}

const FEED_POSTS = 30;

/** A realistic feed: FEED_POSTS posts of a few paragraphs, every fifth with a poll. */
async function fillFeed(base: string, jwt: string, channel: string): Promise<void> {
  const headers = { authorization: `Bearer ${jwt}`, "content-type": "application/json" };
  const feed = await fetch(`${base}/api/posts/newsroom.demo/${channel}`, { headers });
  const { items } = (await feed.json()) as { items: unknown[] };
  const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
  for (let i = items.length; i < FEED_POSTS; i++) {
    const text = `Update ${i}: the count goes on in the northern districts, turnout is up. `;
    const content: { type: string; content?: unknown[]; attrs?: unknown }[] = [
      paragraph(text.repeat(4)),
      paragraph(text.repeat(2)),
    ];
    if (i % 5 === 0) {
      content.push({
        type: "poll",
        attrs: {
          id: `benchpoll${i}`,
          question: `Who wins district ${i}?`,
          options: ["Red", "Blue", "Green"].map((label, n) => ({ id: `o${n}`, label })),
        },
      });
    }
    const res = await fetch(`${base}/api/posts/newsroom.demo/${channel}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ title: `Bench update ${i}`, content: { type: "doc", content } }),
    });
    if (!res.ok) throw new Error(`publish: ${res.status} ${await res.text()}`);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (n: number) => `${Math.round(n).toLocaleString("en")} ms`;

function print(runs: Run[], log: (line: string) => void) {
  const m = (pick: (r: Run) => number) => median(runs.map(pick));
  log(
    `first ${WINDOW_MS / 1000} s of the suite, CPU ${CPU_SLOWDOWN}× slower, median of ${runs.length}:`,
  );
  log(`  script ${ms(m((r) => r.scriptMs))}, all tasks ${ms(m((r) => r.taskMs))}`);
  log(`  layout ${ms(m((r) => r.layoutMs))}, style ${ms(m((r) => r.styleMs))}`);
  log(
    `  long tasks ${m((r) => r.longTasks.length)}, ${ms(m((r) => r.longTasks.reduce((a, b) => a + b, 0)))} in all, blocking ${ms(m((r) => r.longTasks.reduce((a, b) => a + Math.max(0, b - 50), 0)))}`,
  );
  const last = runs[runs.length - 1];
  if (!last) return;
  log("  API requests (last run):");
  for (const [key, n] of [...last.api].sort((a, b) => b[1] - a[1])) log(`    ${n}× ${key}`);
  log("  most self time (last run):");
  const top = [...last.selfMs]
    .filter(([key]) => !key.startsWith("(idle)") && !key.startsWith("(program)"))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15);
  for (const [key, t] of top) log(`    ${ms(t).padStart(8)}  ${key}`);
}

/** `npm run bench -- main-thread`: prints the figures; it has no target of its own yet. */
export const mainThreadBench: BenchSuite = {
  name: "main-thread",
  description: `the suite's main-thread work in its first ${WINDOW_MS / 1000} s (CPU ${CPU_SLOWDOWN}× slower)`,
  async setup({ log }) {
    await withAppServer("main", log, async (base) => {
      const jwt = await signInAdmin(base);
      const election = await channelId(base, jwt, "Election night");
      await fillFeed(base, jwt, election);
      const list = "/accounts/demo/newsroom/channels";
      const path = process.env.BENCH_PAGE === "channels" ? list : `${list}/${election}`;
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(base, path, jwt));
      print(runs, log);
      const out = process.env.BENCH_PROFILE_OUT;
      if (out) writeFileSync(out, JSON.stringify(runs[runs.length - 1]?.profile));
    });
    return { cases: [], teardown: async () => {} };
  },
};
