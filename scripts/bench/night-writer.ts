import { randomUUID } from "node:crypto";
import type { ServerNode } from "../cluster";
import { BENCH_HOST as HOST, sleep } from "./lib";

/** The night bench's writes (scripts/bench/night.ts): a plan of them, and an editor making them. */

/** Writes in all: publishes, edits and deletes. */
export const WRITES = Number(process.env.NIGHT_WRITES) || 5_000;
const EDIT_SHARE = 0.3;
const DELETE_SHARE = 0.1;

export type Op = { kind: "publish"; n: number } | { kind: "edit" | "delete"; n: number };

/** The night's writes in order: each post published, some edited later, some deleted. */
export function plan(): Op[] {
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
export function writer(nodes: ServerNode[], dead: Set<ServerNode>, jwt: string, channelId: string) {
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
