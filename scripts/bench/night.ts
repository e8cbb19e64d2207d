import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { DEMO_CREDENTIALS } from "../../server/db/seed";
import { createScratchDatabase, type ServerNode, startServerNode } from "../cluster";
import { ForkedProcess } from "./forked";
import type { BenchSuite } from "./lib";
import {
  BENCH_HOST as HOST,
  wallClock as now,
  percentile,
  BENCH_SERVER_ENV as SERVER_ENV,
  sleep,
} from "./lib";
import type { NightCommand, NightReport } from "./night-readers";

/**
 * A long night on one channel: NODES servers on one PostgreSQL, readers on all of them (SSE
 * and polling), posts published, edited and deleted at a steady rate through any server, and
 * one server killed with SIGKILL halfway. Every reader must end with each post as it is, having
 * taken no event twice and none out of order; the readers of the killed server must be
 * receiving again within a few seconds.
 */

const READERS_SCRIPT = fileURLToPath(new URL("./night-readers.ts", import.meta.url));
const NODES = 3;
const READERS = Number(process.env.NIGHT_READERS) || 2_000;
const POLLING_SHARE = 0.25;
/** Writes in all: publishes, edits and deletes. */
const WRITES = Number(process.env.NIGHT_WRITES) || 5_000;
/** Writes per second, at most MAX_IN_FLIGHT at a time (the servers set the pace past that). */
const RATE = Number(process.env.NIGHT_RATE) || 25;
const MAX_IN_FLIGHT = 6;
const EDIT_SHARE = 0.3;
const DELETE_SHARE = 0.1;
const DROPS_PER_MINUTE = 0.5;
const READER_PROCESSES = 4;
const TARGET_CATCH_UP_MS = 5_000;

class ReaderProc extends ForkedProcess<NightCommand, NightReport> {
  constructor() {
    super(READERS_SCRIPT);
  }
}

type Op = { kind: "publish"; n: number } | { kind: "edit" | "delete"; n: number };

/** The night's writes in order: each post published, some edited later, some deleted. */
function plan(): Op[] {
  const ops: Op[] = [];
  const later: Op[] = [];
  for (let n = 0; ops.length + later.length < WRITES; n++) {
    ops.push({ kind: "publish", n });
    if (Math.random() < EDIT_SHARE) later.push({ kind: "edit", n });
    if (Math.random() < DELETE_SHARE) later.push({ kind: "delete", n });
    // Changes follow their post a little later, interleaved with new posts.
    while (later.length > 0 && Math.random() < 0.4) ops.push(later.shift()!);
  }
  return ops.concat(later);
}

interface PostState {
  id: string;
  version: number;
  deleted: boolean;
}

/** Writes through any live server; a write lost to a dying server is retried with its key. */
function writer(nodes: ServerNode[], dead: Set<ServerNode>, jwt: string, channelId: string) {
  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const key = randomUUID();
    for (let attempt = 0; ; attempt++) {
      const live = nodes.filter((n) => !dead.has(n));
      const via = live[Math.floor(Math.random() * live.length)]!;
      try {
        const res = await fetch(`${via.base}/api${path}`, {
          method,
          headers: {
            authorization: `Bearer ${jwt}`,
            "idempotency-key": key,
            ...(body ? { "content-type": "application/json" } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(15_000),
        });
        if (res.ok || res.status < 500 || attempt > 5) return res;
      } catch (err) {
        if (attempt > 5) throw err;
      }
      await sleep(200 * (attempt + 1));
    }
  }
  const posts = new Map<number, PostState>();
  /** A post's writes go one after another, as one editor's would (each needs the last version). */
  const chains = new Map<number, Promise<void>>();
  let failed = 0;
  return {
    posts,
    get failed() {
      return failed;
    },
    run(op: Op): Promise<void> {
      const next = (chains.get(op.n) ?? Promise.resolve()).then(() => this.write(op));
      chains.set(op.n, next);
      return next;
    },
    async write(op: Op): Promise<void> {
      const base = `/posts/${HOST}/${channelId}`;
      if (op.kind === "publish") {
        const res = await call("POST", base, { title: `n${op.n}` });
        if (!res.ok) return void failed++;
        const p = (await res.json()) as { id: string; version: number };
        posts.set(op.n, { id: p.id, version: p.version, deleted: false });
        return;
      }
      const post = posts.get(op.n);
      if (!post || post.deleted) return;
      if (op.kind === "edit") {
        const res = await call("PUT", `${base}/${post.id}`, {
          title: `n${op.n} edited`,
          version: post.version,
        });
        if (!res.ok) return void failed++;
        post.version = ((await res.json()) as { version: number }).version;
      } else {
        const res = await call("DELETE", `${base}/${post.id}?version=${post.version}`);
        if (!res.ok) return void failed++;
        post.deleted = true;
      }
    },
  };
}

async function signIn(base: string): Promise<string> {
  const admin = DEMO_CREDENTIALS.find((c) => c.role === "admin")!;
  const res = await fetch(`${base}/api/auth/demo/authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  return String(((await res.json()) as { jwt: string }).jwt);
}

export const nightBench: BenchSuite = {
  name: "night",
  description: `a long night: ${NODES} servers on PostgreSQL, readers resuming, one server killed`,
  async setup({ log }) {
    const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (!pgUrl) {
      log("skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server)");
      return { cases: [], teardown: async () => {} };
    }
    const database = await createScratchDatabase(pgUrl, "ticker_night");
    const nodes: ServerNode[] = [];
    const procs: ReaderProc[] = [];
    try {
      const env = { ...SERVER_ENV, DATABASE_URL: database.url };
      nodes.push(await startServerNode(env));
      nodes.push(...(await Promise.all([startServerNode(env), startServerNode(env)])));
      const jwt = await signIn(nodes[0]!.base);
      const channel = await fetch(`${nodes[0]!.base}/api/channels/${HOST}`, {
        method: "POST",
        headers: { authorization: `Bearer ${jwt}`, "content-type": "application/json" },
        body: JSON.stringify({ name: `Night ${Date.now()}` }),
      });
      const channelId = String(((await channel.json()) as { id: string }).id);

      const ports = nodes.map((n) => n.port);
      const per = Math.ceil(READERS / READER_PROCESSES);
      for (let i = 0; i < READER_PROCESSES; i++) procs.push(new ReaderProc());
      const started = await Promise.all(
        procs.map((p) =>
          p.ask<Extract<NightReport, { type: "started" }>>({
            type: "start",
            ports,
            channelId,
            sse: Math.round(per * (1 - POLLING_SHARE)),
            polling: Math.round(per * POLLING_SHARE),
            dropsPerMinute: DROPS_PER_MINUTE,
          }),
        ),
      );
      const readers = started.reduce((n, s) => n + s.open, 0);
      log(`${readers} readers (${Math.round(POLLING_SHARE * 100)}% polling) on ${NODES} servers`);
      await sleep(2000);

      const dead = new Set<ServerNode>();
      const w = writer(nodes, dead, jwt, channelId);
      const ops = plan();
      const t0 = now();
      let killed = false;
      const inFlight = new Set<Promise<void>>();
      for (let i = 0; i < ops.length; i++) {
        const due = t0 + (i * 1000) / RATE;
        if (due > now()) await sleep(due - now());
        if (!killed && i >= ops.length / 2) {
          killed = true;
          const heads = await Promise.all(
            procs.map((p) => p.ask<Extract<NightReport, { type: "head" }>>({ type: "head" })),
          );
          const victim = nodes[1]!;
          dead.add(victim);
          victim.child.kill("SIGKILL");
          const at = now();
          const head = Math.max(...heads.map((h) => h.head));
          for (const p of procs) p.tell({ type: "killed", port: victim.port, at, head });
          log(`killed server :${victim.port} (SIGKILL) after ${i} of ${ops.length} writes`);
        }
        while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
        const job = w.run(ops[i]!).catch(() => {});
        inFlight.add(job);
        void job.then(() => inFlight.delete(job));
        if (i % 1000 === 999) log(`${i + 1} writes in ${((now() - t0) / 1000).toFixed(0)} s`);
      }
      await Promise.all(inFlight);
      const elapsed = (now() - t0) / 1000;
      log(
        `${ops.length} writes in ${elapsed.toFixed(0)} s (${(ops.length / elapsed).toFixed(0)}/s), ${w.failed} failed`,
      );

      // The channel's last event: every reader must reach it.
      const survivor = nodes.find((n) => !dead.has(n))!;
      let head = 0;
      for (;;) {
        const res = await fetch(
          `${survivor.base}/api/live/public/${channelId}/changes?since=${head}`,
        );
        const page = (await res.json()) as { events: unknown[]; last: string };
        head = Number(page.last);
        if (page.events.length < 200) break;
      }
      const expected: Record<string, number> = {};
      for (const p of w.posts.values()) {
        expected[p.id] = p.deleted ? (p.version + 1) * 2 + 1 : p.version * 2;
      }
      const results = await Promise.all(
        procs.map((p) =>
          p.ask<Extract<NightReport, { type: "finished" }>>({ type: "finish", head, expected }),
        ),
      );
      const sum = (
        k:
          | "missing"
          | "duplicated"
          | "outOfOrder"
          | "resets"
          | "resumes"
          | "affected"
          | "notCaughtUp",
      ) => results.reduce((n, r) => n + r[k], 0);
      const times = (kind: "sse" | "polling") =>
        results.flatMap((r) => r.caughtUpMs[kind]).sort((a, b) => a - b);
      const sse = times("sse");
      const last = sse.at(-1) ?? Number.NaN;
      const zero = sum("missing") + sum("duplicated") + sum("outOfOrder") === 0;
      const caughtUp = sum("notCaughtUp") === 0 && last <= TARGET_CATCH_UP_MS;
      const spread = (xs: number[]) =>
        `p50 ${percentile(xs, 50).toFixed(0)} ms, p99 ${percentile(xs, 99).toFixed(0)} ms, all ${(xs.at(-1) ?? Number.NaN).toFixed(0)} ms`;
      log(
        `deliveries: missing ${sum("missing")}, duplicated ${sum("duplicated")}, out of order ${sum("outOfOrder")} (${w.posts.size} posts × ${readers} readers; ${sum("resumes")} resumes, ${sum("resets")} resets)`,
      );
      log(
        `readers of the killed server: ${sum("affected")}${sum("notCaughtUp") ? `, ${sum("notCaughtUp")} never receiving again` : ""}; receiving again after the kill:`,
      );
      log(`  SSE (${sse.length}): ${spread(sse)}`);
      const polling = times("polling");
      log(`  polling every ${5} s (${polling.length}): ${spread(polling)}`);
      log(`0 missing, duplicated and out of order: ${zero ? "met" : "NOT met"}`);
      log(
        `every SSE reader of the killed server receiving within ${TARGET_CATCH_UP_MS / 1000} s: ${caughtUp ? "met" : "NOT met"}`,
      );
    } finally {
      for (const p of procs) p.child.kill();
      await Promise.all(nodes.map((n) => n.stop()));
      await database.drop().catch(() => {});
    }
    return { cases: [], teardown: async () => {} };
  },
};
