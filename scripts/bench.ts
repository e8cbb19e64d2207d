/**
 * `npm run bench [-- suite ...]`: latency figures, p50/p95 per case. Each section is a
 * BenchSuite in scripts/bench/; add a new one to SUITES (one entry).
 */
import { feedBench } from "./bench/feed";
import { type BenchResult, type BenchSuite, formatResults, measure } from "./bench/lib";
import { liveBench } from "./bench/live";
import { mainThreadBench } from "./bench/main-thread";
import { nightBench } from "./bench/night";
import { opensBench } from "./bench/opens";
import { publishBench } from "./bench/publish";
import { slowBench } from "./bench/slow";
import { webBench } from "./bench/web";

const SUITES: BenchSuite[] = [
  feedBench,
  liveBench,
  webBench,
  mainThreadBench,
  slowBench,
  nightBench,
  opensBench,
  publishBench,
];

const options = {
  runs: Number(process.env.BENCH_RUNS) || 250,
  warmup: 20,
  targetP95Ms: 20,
  log: (line: string) => console.log(`  ${line}`),
};

async function main() {
  const wanted = process.argv.slice(2);
  const suites = wanted.length ? SUITES.filter((s) => wanted.includes(s.name)) : SUITES;
  if (suites.length === 0) {
    console.error(`unknown suite; known: ${SUITES.map((s) => s.name).join(", ")}`);
    process.exit(2);
  }
  let allMet = true;
  for (const suite of suites) {
    console.log(`\n== ${suite.name}: ${suite.description}`);
    const { cases, teardown } = await suite.setup(options);
    const results: BenchResult[] = [];
    try {
      for (const c of cases) results.push(await measure(c, options));
    } finally {
      await teardown();
    }
    console.log(formatResults(results, options.targetP95Ms));
    allMet &&= results.every((r) => r.p95 <= options.targetP95Ms);
  }
  console.log(`\ntarget p95 ≤ ${options.targetP95Ms} ms: ${allMet ? "met" : "NOT met"}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
