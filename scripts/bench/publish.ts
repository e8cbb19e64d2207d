import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createScratchDatabase, type ServerNode, startServerNode } from "../cluster";
import {
  type BenchSuite,
  benchPostgres,
  BENCH_HOST as HOST,
  wallClock as now,
  percentile,
  postApi,
  printedOnly,
  BENCH_SERVER_ENV as SERVER_ENV,
  signInDemoAdmin,
  sleep,
} from "./lib";

/**
 * Many channels publishing at once: NODES servers on one PostgreSQL, each channel its own
 * editor loop publishing title-only posts through the API (spread over the servers), one
 * public SSE reader per channel on another server. Prints events per second, publish time,
 * how many writers waited on an advisory lock, what readers missed, and the SQL statements
 * one title-only publish costs (counted by each server, SQL_COUNT_DIR: server/db/sql-count.ts).
 */

const NODES = 3;
const CHANNELS = [50, 200];
const SECONDS = Number(process.env.PUBLISH_SECONDS) || 20;
/** Serial publishes whose statements are counted (on a quiet installation). */
const COUNTED = 40;

type Tally = Record<string, number>;

/** Every server's statements so far, by text (the files are rewritten a few times a second). */
function tallies(dir: string): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const f of readdirSync(dir)) {
    try {
      out.set(f, JSON.parse(readFileSync(join(dir, f), "utf8")) as Tally);
    } catch {
      // being rewritten: the next read has it
    }
  }
  return out;
}

const total = (t: Tally | undefined) => Object.values(t ?? {}).reduce((a, b) => a + b, 0);
const diff = (a: Tally | undefined, b: Tally | undefined): Tally => {
  const out: Tally = {};
  for (const [k, v] of Object.entries(b ?? {})) {
    const d = v - (a?.[k] ?? 0);
    if (d) out[k] = d;
  }
  return out;
};

/** A public reader of one channel: its event ids must arrive in increasing order. */
interface Reader {
  published: number;
  outOfOrder: number;
  last: number;
  req: http.ClientRequest;
}

function openReader(port: number, channelId: string): Reader {
  const r = { published: 0, outOfOrder: 0, last: 0 } as Reader;
  let buffer = "";
  r.req = http.get(
    {
      host: "127.0.0.1",
      port,
      path: `/api/live/public/${channelId}`,
      agent: false,
      headers: { accept: "text/event-stream" },
    },
    (res) => {
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(frame);
          if (!id) continue;
          if (Number(id[1]) <= r.last) r.outOfOrder++;
          r.last = Math.max(r.last, Number(id[1]));
          if (/^event: post\.published$/m.test(frame)) r.published++;
        }
      });
    },
  );
  r.req.on("error", () => {});
  return r;
}

/** Writers waiting on an advisory lock, sampled while the run lasts. */
function sampleLockWaits(url: string) {
  const client = new pg.Client({ connectionString: url });
  const samples: number[] = [];
  let timer: NodeJS.Timeout | null = null;
  return {
    async start() {
      await client.connect();
      timer = setInterval(() => {
        client
          .query<{ n: number }>(
            "select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and not l.granted and d.datname = current_database()",
          )
          .then(
            (r) => samples.push(r.rows[0]!.n),
            () => {},
          );
      }, 100);
    },
    async stop(): Promise<number> {
      if (timer) clearInterval(timer);
      await client.end();
      return samples.length ? samples.reduce((a, b) => a + b, 0) / samples.length : Number.NaN;
    },
  };
}

export const publishBench: BenchSuite = {
  name: "publish",
  description: `many channels publishing at once: ${NODES} servers on PostgreSQL, title-only posts`,
  async setup({ log }) {
    const pgUrl = benchPostgres(log);
    if (!pgUrl) return printedOnly();
    const database = await createScratchDatabase(pgUrl, "ticker_publish");
    const countDir = mkdtempSync(join(tmpdir(), "ticker-sql-count-"));
    const nodes: ServerNode[] = [];
    const readers: Reader[] = [];
    try {
      const env = { ...SERVER_ENV, DATABASE_URL: database.url, SQL_COUNT_DIR: countDir };
      nodes.push(await startServerNode(env));
      nodes.push(...(await Promise.all([startServerNode(env), startServerNode(env)])));
      const jwt = await signInDemoAdmin(nodes[0]!.base);
      const channels: string[] = [];
      for (let i = 0; i < Math.max(...CHANNELS); i++) {
        const c = (await postApi(nodes[0]!.base, jwt, `/channels/${HOST}`, {
          name: `Publish ${i} ${Date.now()}`,
        })) as { id: string };
        channels.push(c.id);
      }
      // Each channel's reader is held by the next server round (its events come via the log).
      for (const [i, id] of channels.entries())
        readers.push(openReader(nodes[(i + 1) % NODES]!.port, id));
      const publish = (i: number, n: number) =>
        postApi(nodes[i % NODES]!.base, jwt, `/posts/${HOST}/${channels[i]}`, {
          title: `c${i} n${n}`,
        });
      await sleep(1500);

      // Statements: a quiet window first (what the servers run anyway), then serial publishes.
      const nodeFile = (n: ServerNode) => `${n.child.pid}.json`;
      const idle0 = tallies(countDir);
      const idleT0 = now();
      await sleep(3000);
      const idle1 = tallies(countDir);
      const idleMs = now() - idleT0;
      const t0 = now();
      const before = tallies(countDir);
      for (let n = 0; n < COUNTED; n++) await publish(0, n);
      await sleep(1000);
      const after = tallies(countDir);
      const ms = now() - t0;
      const perPublish = (n: ServerNode) => {
        const f = nodeFile(n);
        const background = (total(idle1.get(f)) - total(idle0.get(f))) * (ms / idleMs);
        return (total(after.get(f)) - total(before.get(f)) - background) / COUNTED;
      };
      const [writer, ...others] = nodes;
      log(
        `SQL statements per title-only publish: ${perPublish(writer!).toFixed(1)} by the server that took it, ` +
          `${others.map((n) => perPublish(n).toFixed(1)).join(" + ")} by the other ${others.length} (${COUNTED} serial publishes, background subtracted)`,
      );
      const mine = diff(before.get(nodeFile(writer!)), after.get(nodeFile(writer!)));
      for (const [text, n] of Object.entries(mine).sort((a, b) => b[1] - a[1])) {
        if (n >= COUNTED / 2) log(`  ${(n / COUNTED).toFixed(1)} × ${text.slice(0, 110)}`);
      }

      for (const count of CHANNELS) {
        const latencies: number[] = [];
        let failed = 0;
        const published = new Array<number>(channels.length).fill(0);
        const startCounts = readers.map((r) => r.published);
        const locks = sampleLockWaits(database.url);
        await locks.start();
        const start = now();
        const end = start + SECONDS * 1000;
        await Promise.all(
          channels.slice(0, count).map(async (_, i) => {
            while (now() < end) {
              const t = now();
              try {
                await publish(i, published[i]!);
                latencies.push(now() - t);
                published[i]!++;
              } catch {
                failed++;
              }
            }
          }),
        );
        const elapsed = (now() - start) / 1000;
        const waiting = await locks.stop();
        // Every reader must take every post of its channel, in id order.
        const missing = () =>
          readers.reduce(
            (m, r, i) => m + Math.max(0, published[i]! - (r.published - startCounts[i]!)),
            0,
          );
        for (let i = 0; i < 100 && missing() > 0; i++) await sleep(100);
        latencies.sort((a, b) => a - b);
        const outOfOrder = readers.reduce((n, r) => n + r.outOfOrder, 0);
        log(
          `${count} channels × ${SECONDS} s through ${NODES} servers: ${latencies.length} posts, ` +
            `${(latencies.length / elapsed).toFixed(0)} events/s, publish p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
            `p99 ${percentile(latencies, 99).toFixed(0)} ms; ${failed} failed; ` +
            `${waiting.toFixed(1)} writers waiting on a lock (mean); readers: ${missing()} missing, ${outOfOrder} out of order`,
        );
      }
    } finally {
      for (const r of readers) r.req.destroy();
      await Promise.all(nodes.map((n) => n.stop()));
      await database.drop().catch(() => {});
      rmSync(countDir, { recursive: true, force: true });
    }
    return printedOnly();
  },
};
