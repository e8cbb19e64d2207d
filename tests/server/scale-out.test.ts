import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZChannel } from "../../domain/schemas/channel";
import { ZUploadedImage } from "../../domain/schemas/media";
import { ZStatistics } from "../../domain/schemas/statistics";
import {
  createScratchDatabase,
  type ScratchDatabase,
  type ServerNode,
  startServerNode,
} from "../../scripts/cluster";
import { type RoundRobinProxy, startRoundRobinProxy } from "./helpers/round-robin-proxy";
import { DEMO } from "./helpers/test-app";
import { TEST_DATABASE_URL, testDbKind } from "./helpers/test-db";
import { multipartFile, png } from "./helpers/uploads";
import { openSse, type SseClient } from "./live-sse";

/**
 * Three real server processes on one PostgreSQL, no JWT_SECRET and a data directory each,
 * behind a proxy that sends every request to the next one: any of them must answer any
 * request. Runs in the PostgreSQL pass only (TEST_DATABASE_URL).
 */
describe.skipIf(testDbKind !== "postgres")("three servers behind a round-robin proxy", () => {
  let database: ScratchDatabase;
  let nodes: ServerNode[] = [];
  let proxy: RoundRobinProxy;
  const readers: SseClient[] = [];
  let jwt: string;

  beforeAll(async () => {
    database = await createScratchDatabase(TEST_DATABASE_URL!, "ticker_scale");
    // Started together on the empty database, as a deploy does: one migrates and seeds.
    const started = await Promise.allSettled(
      [0, 1, 2].map(() => startServerNode({ DATABASE_URL: database.url })),
    );
    nodes = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    const failed = started.find((s) => s.status === "rejected");
    if (failed) throw failed.reason;
    proxy = await startRoundRobinProxy(nodes.map((n) => n.port));
  }, 90_000);

  afterAll(async () => {
    for (const r of readers) r.close();
    await proxy?.close();
    await Promise.all(nodes.map((n) => n.stop()));
    await database?.drop();
  });

  const call = async (method: string, path: string, body?: object | Buffer, headers = {}) => {
    const res = await fetch(`${proxy.base}${path}`, {
      method,
      headers: {
        ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
        ...(body && !Buffer.isBuffer(body) ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      ...(body
        ? { body: Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body) }
        : {}),
    });
    return { status: res.status, upstream: res.headers.get("x-upstream"), res };
  };

  it("signs in, uploads, publishes to readers on every server and counts them all", async () => {
    const signIn = await call("POST", "/api/auth/demo/authenticate", DEMO.admin);
    expect(signIn.status).toBe(200);
    jwt = ((await signIn.res.json()) as { jwt: string }).jwt;

    // The token works on every server (one secret, kept in the database).
    const upstreams = new Set<string | null>();
    for (let i = 0; i < 3; i++) {
      const me = await call("GET", "/api/profile/overview");
      expect(me.status).toBe(200);
      upstreams.add(me.upstream);
    }
    expect(upstreams.size).toBe(3);

    // An image uploaded through one server is served by each of them.
    const image = png(5, 4);
    const upload = multipartFile(image);
    const stored = await call("POST", "/api/uploads/newsroom.demo", upload.payload, upload.headers);
    expect(stored.status).toBe(201);
    const { url } = ZUploadedImage.parse(await stored.res.json());
    for (let i = 0; i < 3; i++) {
      const read = await call("GET", url);
      expect(read.status).toBe(200);
      expect(Buffer.from(await read.res.arrayBuffer()).equals(image)).toBe(true);
    }

    const created = await call("POST", "/api/channels/newsroom.demo", { name: "Scale-out night" });
    expect(created.status).toBe(201);
    const channel = ZChannel.parse(await created.res.json());

    // Three readers, one on each server.
    for (let i = 0; i < 3; i++) {
      readers.push(await openSse(`${proxy.base}/api/live/public/${channel.id}`));
    }
    expect(readers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(readers.map((r) => r.headers["x-upstream"])).size).toBe(3);

    const title = `Through the proxy ${Date.now()}`;
    const published = await call("POST", `/api/posts/newsroom.demo/${channel.id}`, {
      title,
      content: { type: "doc", content: [{ type: "image", attrs: { src: url, alt: "Turnout" } }] },
    });
    expect(published.status).toBe(200);
    await Promise.all(
      readers.map((r) => r.waitFor((m) => m.event === "post.published" && m.data.includes(title))),
    );

    // Whichever server answers counts the readers of all three.
    let seen: number[] = [];
    for (let i = 0; i < 50 && !(seen.length === 3 && seen.every((n) => n === 3)); i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 100));
      seen = [];
      for (let k = 0; k < 3; k++) {
        const stats = await call("GET", "/api/accounts/newsroom.demo/statistics");
        expect(stats.status).toBe(200);
        const live = ZStatistics.parse(await stats.res.json()).live;
        seen.push(live.channels.find((c) => c.channelId === channel.id)?.readers ?? -1);
      }
    }
    expect(seen).toEqual([3, 3, 3]);
  }, 60_000);
});
