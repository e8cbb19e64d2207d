// What Lighthouse's simulation (Lantern) put before a page's largest paint, node by node.
// `BENCH_WEB_JSON=dir npm run bench -- web` keeps each run's artifacts in dir/<page>-<time>/;
// `node scripts/bench/lantern-graph.mjs dir/<page>-<time>` prints the simulated FCP and LCP and
// the LCP's pessimistic graph as simulated (start → end in ms): every request and CPU task the
// estimate waited for, the last to end being what set it. Plain JavaScript: it reaches into
// Lighthouse's own modules, which carry no types for these paths.
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";

const dir = process.argv[2];
if (!dir) throw new Error("usage: node scripts/bench/lantern-graph.mjs <artifacts dir>");
const artifacts = await loadArtifacts(dir);
const settings = artifacts.settings;
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  simulator: null,
  SourceMaps: [],
};
const context = { computedCache: new Map(), settings };

const ms = (n) => String(Math.round(n)).padStart(5);
/** A CPU task's longest events (over 2 ms), with the script they ran. */
const cpuEvents = (node) =>
  [
    ...new Set(
      node.childEvents
        .filter((e) => e.dur > 2000)
        .map((e) => (e.args?.data?.url ? `${e.name}:${e.args.data.url.split("/").pop()}` : e.name)),
    ),
  ]
    .slice(0, 4)
    .join(",");

const fcp = await LanternFirstContentfulPaint.request(data, context);
console.log(`FCP ${Math.round(fcp.timing)} ms`);
const lcp = await LanternLargestContentfulPaint.request(data, context);
const { optimisticEstimate: o, pessimisticEstimate: p } = lcp;
console.log(
  `LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(o.timeInMs)}, pessimistic ${Math.round(p.timeInMs)})`,
);
const rows = [...p.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
const origin = rows[0]?.[0].startTime ?? 0;
for (const [node, t] of rows) {
  const what =
    node.type === "network"
      ? `NET ${(node.request.transferSize / 1024).toFixed(1)} KB ${node.request.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 70)}`
      : `CPU ${Math.round(node.duration / 1000)} ms, observed at ${Math.round((node.startTime - origin) / 1000)} ms ${cpuEvents(node)}`;
  console.log(`${ms(t.startTime)} → ${ms(t.endTime)}  ${what}`);
}
