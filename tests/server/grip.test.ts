import http from "node:http";
import type { AddressInfo } from "node:net";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveEvent } from "../../domain/schemas/live";
import { ZPost } from "../../domain/schemas/post";
import { freePort } from "../../scripts/cluster";
import { type Pushpin, pushpinBinary, startPushpin } from "../../scripts/pushpin";
import type { DbHandle } from "../../server/db/open";
import { apiKeyByApi } from "./helpers/api-keys";
import { demoNewsroom, newChannel, publishPost } from "./helpers/demo";
import { type RoundRobinProxy, startRoundRobinProxy } from "./helpers/round-robin-proxy";
import { bearer, createTestApp, signIn, type TestContext } from "./helpers/test-app";
import { secondHandle, type TestDb, testDbKind } from "./helpers/test-db";
import { listenOnPort0, openSse, openSseThroughPushpin, type SseClient } from "./live-sse";

/**
 * Readers through GRIP (docs/deploy.md): Debian's Pushpin in front of two Ticker servers (a
 * proxy alternating between them), each with GRIP_URL set. Publishes go through a stand-in
 * that can lose one, as a network or a tier node may.
 */
const binary = pushpinBinary();
const SIG_KEY = "grip-test-signing-key-0123456789";
const HOST = "newsroom.demo";

/**
 * Forwards publishes to Pushpin, except one whose body holds `drop`, and every one whose body
 * holds `dropEvery` (counted in `droppedEvery`); counts what went out.
 * One whose body holds `applyThenFail` reaches Pushpin but fails for the sender (a timeout after
 * Pushpin applied it), and every publish after it is refused until `refuse` is cleared.
 */
async function lossyPublishing() {
  const state = {
    target: "",
    drop: null as string | null,
    dropEvery: null as string | null,
    droppedEvery: 0,
    applyThenFail: null as string | null,
    refuse: false,
    /** Each publish reaches Pushpin only after this long: a tier busy fanning out. */
    delayMs: 0,
    /** A publish whose body holds `stall` waits for `release()` before it goes on. */
    stall: null as string | null,
    release: null as (() => void) | null,
    /** The relay gave up waiting for the stalled publish (its timeout). */
    stallAbandoned: false,
    published: [] as string[],
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const body = Buffer.concat(chunks).toString("utf8");
      if (!state.target) {
        res.writeHead(503).end();
        return;
      }
      if (state.refuse) {
        res.writeHead(503).end();
        return;
      }
      const failing = state.applyThenFail !== null && body.includes(state.applyThenFail);
      if (failing) {
        state.applyThenFail = null;
        state.refuse = true;
      }
      if (state.dropEvery && body.includes(state.dropEvery)) {
        state.droppedEvery++;
        res.writeHead(200).end("Published\n");
        return;
      }
      if (state.drop && body.includes(state.drop)) {
        state.drop = null;
        res.writeHead(200).end("Published\n");
        return;
      }
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      if (state.stall && body.includes(state.stall)) {
        state.stall = null;
        res.on("close", () => {
          if (!res.writableEnded) state.stallAbandoned = true;
        });
        await new Promise<void>((resolve) => (state.release = resolve));
      }
      const items = (JSON.parse(body) as { items: { id?: string }[] }).items;
      for (const item of items) if (item.id) state.published.push(item.id);
      try {
        const answer = await fetch(`${state.target}${req.url}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        const text = await answer.text();
        res.writeHead(failing ? 504 : answer.status).end(text);
      } catch {
        res.writeHead(502).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(done: () => boolean, timeoutMs = 5000): Promise<void> {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > timeoutMs) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

const eventsOf = (c: SseClient) =>
  c.messages.filter((m) => m.id !== null).map((m) => JSON.parse(m.data) as LiveEvent);

describe.skipIf(!binary && !process.env.CI)(`readers through Pushpin (${testDbKind})`, () => {
  let a: TestContext;
  let b: TestContext;
  let second: { close(): Promise<void> } | undefined;
  let lossy: Awaited<ReturnType<typeof lossyPublishing>>;
  let proxy: RoundRobinProxy;
  let pushpin: Pushpin | undefined;
  let admin: string;
  let channelId: string;
  let newsroomId: string;
  const open: SseClient[] = [];

  beforeAll(async () => {
    if (!binary) throw new Error("pushpin is not installed (apt-get install pushpin)");
    lossy = await lossyPublishing();
    const statsPort = await freePort();
    const env = {
      GRIP_URL: lossy.url,
      GRIP_KEY: SIG_KEY,
      GRIP_STATS_URL: `tcp://127.0.0.1:${statsPort}`,
    };
    a = await createTestApp(env);
    // The second server: its own pool on PostgreSQL, as another process would hold.
    const handle = await secondHandle(a.db.db);
    second = handle;
    const bDb: TestDb =
      testDbKind === "postgres" ? { ...(handle as DbHandle), destroy: handle.close } : a.db;
    b = await createTestApp(env, bDb);
    const ports = [await listenOnPort0(a.app), await listenOnPort0(b.app)].map(
      (base) => new URL(base).port,
    );
    proxy = await startRoundRobinProxy(ports.map(Number));
    pushpin = await startPushpin(binary, new URL(proxy.base).host, SIG_KEY, {
      statsPort,
      subscriptionTtl: 5,
    });
    lossy.state.target = pushpin.controlUrl;
    admin = await signIn(a.app, "admin");
    ({ newsroomId } = await demoNewsroom(a));
    channelId = await newChannel(a, newsroomId, "Election night");
  }, 40_000);

  afterAll(async () => {
    for (const c of open) c.close();
    await b?.close();
    await second?.close();
    await a?.close();
    await pushpin?.stop();
    await proxy?.close();
    await lossy?.close();
  });

  const reader = async (
    headers: Record<string, string> = {},
    path = `/api/live/public/${channelId}`,
  ) => {
    const c = await openSseThroughPushpin(`${pushpin!.base}${path}`, headers);
    open.push(c);
    expect(c.status, c.body).toBe(200);
    // The hold instruction is for the proxy, never passed on to the reader.
    expect(c.headers["grip-hold"]).toBeUndefined();
    // Held once the prologue arrived: Pushpin subscribed it before passing the answer on.
    await until(() => c.comments.includes("ok"));
    return c;
  };
  // Alternating servers: each publish is recorded by one of the two.
  let turn = 0;
  const publish = (title: string) =>
    publishPost(turn++ % 2 === 0 ? a : b, admin, channelId, { title });
  const waitForEntity = (c: SseClient, entityId: string, type: string) =>
    c.waitFor((m) => m.event === type && m.data.includes(entityId), 10_000);

  /** A Grip-Sig as Pushpin signs its requests to the origin. */
  const gripSig = () =>
    new SignJWT({ iss: "pushpin" })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("1m")
      .sign(new TextEncoder().encode(SIG_KEY));
  const keyNamed = async (name: string) => {
    const keys = await a.app.inject({
      method: "GET",
      url: `/api/accounts/${HOST}/api-keys`,
      headers: bearer(admin),
    });
    return keys.json<{ id: string; name: string }[]>().find((k) => k.name === name)!;
  };
  const deleteKey = async (id: string) => {
    const gone = await a.app.inject({
      method: "DELETE",
      url: `/api/accounts/${HOST}/api-keys/${id}`,
      headers: bearer(admin),
    });
    expect(gone.statusCode, gone.body).toBe(204);
  };
  /** The recovery requests Pushpin sent since `mark` (answers the proxy in front of us passed). */
  const recoveriesSince = (mark: number) =>
    proxy.answered.slice(mark).filter((r) => r.requestHeaders["grip-last"] !== undefined);
  const pathOf = (url: string) => new URL(url, "http://origin").pathname;

  let lastSeen = "0";

  it("delivers each publish to every reader, in order, published once by one server", async () => {
    const first = await reader();
    const other = await reader();
    const posts = [await publish("Polls close"), await publish("First count in")];
    for (const c of [first, other]) {
      await waitForEntity(c, posts[1]!.id, "post.published");
      const events = eventsOf(c);
      expect(events.map((e) => e.entityId)).toEqual(posts.map((p) => p.id));
    }
    const ids = eventsOf(first).map((e) => e.id);
    expect(new Set(lossy.state.published).size).toBe(lossy.state.published.length);
    for (const id of ids) expect(lossy.state.published).toContain(id);
    lastSeen = ids.at(-1)!;
    first.close();
  });

  it("resumes a reader by Last-Event-ID with what it missed, in order, once, never deleted text", async () => {
    const p3 = await publish("Turnout 71 percent");
    const p4 = await publish("Exit poll");
    const libel = await publish("LIBEL candidate arrested");
    const del = await (turn++ % 2 === 0 ? a : b).app.inject({
      method: "DELETE",
      url: `/api/posts/${HOST}/${channelId}/${libel.id}?version=${libel.version}`,
      headers: bearer(admin),
    });
    expect(del.statusCode, del.body).toBe(204);
    const edit = await (turn++ % 2 === 0 ? a : b).app.inject({
      method: "PUT",
      url: `/api/posts/${HOST}/${channelId}/${p3.id}`,
      headers: bearer(admin),
      payload: { title: "Turnout 72 percent", version: p3.version },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = ZPost.parse(edit.json());

    const back = await reader({ "last-event-id": lastSeen });
    await waitForEntity(back, edited.id, "post.updated");
    const later = await publish("Seat projection");
    await waitForEntity(back, later.id, "post.published");
    const events = eventsOf(back);
    expect(events.map((e) => [e.type, e.entityId])).toEqual([
      ["post.published", p4.id],
      ["post.deleted", libel.id],
      ["post.updated", p3.id],
      ["post.published", later.id],
    ]);
    expect(events.find((e) => e.entityId === libel.id)?.data).toBeNull();
    const ids = events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(back.messages.map((m) => m.data).join("\n")).not.toContain("LIBEL");
    lastSeen = events.at(-1)!.id;
  });

  it("recovers a publish the tier missed from the log, before the next one, once each", async () => {
    const live = await reader({ "last-event-id": lastSeen });
    lossy.state.drop = "LOST-in-transit";
    const lost = await publish("LOST-in-transit: recount ordered");
    await until(() => lossy.state.drop === null);
    const next = await publish("Recount result");
    await waitForEntity(live, next.id, "post.published");
    const events = eventsOf(live);
    expect(events.map((e) => e.entityId)).toEqual([lost.id, next.id]);
  });

  // On PGlite the relay's turn holds the one connection while it publishes, so the late stream's
  // own answer waits for the stalled publish whatever the turn commits.
  it.skipIf(testDbKind === "pglite")(
    "holds a stream that opens mid-turn at what the tier has, not where the turn began",
    async () => {
      const live = await reader({ "last-event-id": lastSeen });
      // The tier refuses while eight posts are written, so the relay then publishes them in a row,
      // each slower than a turn may run, and the sixth stalls in transit.
      lossy.state.refuse = true;
      try {
        const posts: { id: string }[] = [];
        for (let n = 1; n <= 8; n++) posts.push(await publish(`Slow tier ${n}`));
        lossy.state.delayMs = 80;
        lossy.state.stall = "Slow tier 6";
        lossy.state.refuse = false;
        await waitForEntity(live, posts[4]!.id, "post.published");
        // Held now, the stream gets the five the tier has; held where the relay's turn began (before
        // the first), it would get nothing until the stalled publish went through.
        const late = await reader({ "last-event-id": lastSeen });
        await waitForEntity(late, posts[4]!.id, "post.published");
        // Still stalled: the relay's turn did not end by giving up on it.
        expect(lossy.state.stallAbandoned).toBe(false);
        await until(() => lossy.state.release !== null);
        lossy.state.release!();
        for (const c of [live, late]) await waitForEntity(c, posts.at(-1)!.id, "post.published");
        const ours = new Set(posts.map((p) => p.id));
        for (const c of [live, late]) {
          const events = eventsOf(c);
          expect(events.map((e) => e.entityId).filter((id) => ours.has(id))).toEqual([...ours]);
          expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
        }
        lastSeen = eventsOf(live).at(-1)!.id;
      } finally {
        lossy.state.refuse = false;
        lossy.state.delayMs = 0;
        lossy.state.stall = null;
        lossy.state.release?.();
        lossy.state.release = null;
        lossy.state.stallAbandoned = false;
        live.close();
      }
    },
  );

  it("never sends a reader again a publish it had that the relay publishes again", async () => {
    const live = await reader({ "last-event-id": lastSeen });
    // Pushpin delivers it, but the relay sees a failure: its cursor stays before it.
    lossy.state.applyThenFail = "APPLIED-then-timed-out";
    const applied = await publish("APPLIED-then-timed-out: results delayed");
    await waitForEntity(live, applied.id, "post.published");
    await until(() => lossy.state.refuse);
    // The reader drops and comes back with the id it has before the relay's retry goes out.
    live.close();
    const had = eventsOf(live).at(-1)!.id;
    expect(Number(had)).toBeGreaterThan(Number(lastSeen));
    const back = await reader({ "last-event-id": had });
    lossy.state.refuse = false;
    const next = await publish("Results in");
    await waitForEntity(back, next.id, "post.published");
    expect(eventsOf(back).map((e) => e.entityId)).toEqual([next.id]);
    // The retry went out: the reader that stayed would have had it.
    expect(lossy.state.published.filter((id) => id === had).length).toBe(2);
    lastSeen = eventsOf(back).at(-1)!.id;
  });

  it("answers a recovery from its Grip-Last alone: Pushpin shares it among streams", async () => {
    const live = await reader({ "last-event-id": lastSeen });
    const posts = [await publish("Shared recovery 1"), await publish("Shared recovery 2")];
    await waitForEntity(live, posts[1]!.id, "post.published");
    const [first] = eventsOf(live);
    const sig = await gripSig();
    // Pushpin keys the shared request by path and Grip-Last, not by the query.
    const recover = async (query: string) => {
      const res = await fetch(`${proxy.base}/api/live/public/${channelId}?lastEventId=${query}`, {
        headers: { "grip-sig": sig, "grip-last": `live-${channelId}; last-id=${lastSeen}` },
      });
      expect(res.headers.get("grip-hold")).toBe("stream");
      return res.text();
    };
    // The reader may take a publish before the relay's turn commits: wait for the log to have it.
    for (let tries = 0; !(await recover(lastSeen)).includes(posts[1]!.id); tries++) {
      expect(tries).toBeLessThan(100);
      await new Promise((r) => setTimeout(r, 50));
    }
    const answers = [await recover(lastSeen), await recover(first!.id)];
    for (const body of answers) for (const p of posts) expect(body).toContain(p.id);
    lastSeen = eventsOf(live).at(-1)!.id;
    live.close();
  });

  it("streams a request that did not come through the proxy itself, signed or not", async () => {
    const requests: Record<string, string>[] = [{}, { "grip-sig": "forged" }];
    for (const headers of requests) {
      const direct = await openSse(`${proxy.base}/api/live/public/${channelId}`, headers);
      open.push(direct);
      expect(direct.status).toBe(200);
      expect(direct.headers["grip-hold"], JSON.stringify(direct.headers)).toBeUndefined();
      const post = await publish("Direct");
      await waitForEntity(direct, post.id, "post.published");
      direct.close();
    }
  });

  it("holds the public API's stream too, and closes it when its key is deleted", async () => {
    const apiKey = await apiKeyByApi(a.app, admin, HOST, "Wire feed");
    const stream = await reader(
      { "x-api-key": apiKey },
      `/api/public/v1/channels/${channelId}/stream`,
    );
    // Its recovery from the log carries the key too: a missed publish still arrives.
    lossy.state.drop = "LOST-on-the-wire";
    const lost = await publish("LOST-on-the-wire: concession call");
    await until(() => lossy.state.drop === null);
    const post = await publish("Wire: concession speech");
    await waitForEntity(stream, post.id, "post.published");
    expect(eventsOf(stream).map((e) => e.entityId)).toEqual([lost.id, post.id]);
    await deleteKey((await keyNamed("Wire feed")).id);
    await stream.waitEnd(10_000);
  });

  it("links a key stream's recovery to a path of its own, not the plain readers' one", async () => {
    const apiKey = await apiKeyByApi(a.app, admin, HOST, "Link check");
    const key = await keyNamed("Link check");
    const sig = await gripSig();
    const holdOf = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${proxy.base}${path}`, { headers: { "grip-sig": sig, ...headers } });
      expect(res.status, await res.text()).toBe(200);
      expect(res.headers.get("grip-hold")).toBe("stream");
      const link = /^<([^>]+)>; rel=next/.exec(res.headers.get("grip-link") ?? "")?.[1];
      return { link: link ?? "", channels: res.headers.get("grip-channel") ?? "" };
    };
    const plain = await holdOf(`/api/live/public/${channelId}`);
    const keyed = await holdOf(`/api/public/v1/channels/${channelId}/stream`, {
      "x-api-key": apiKey,
    });
    // Pushpin shares a recovery among streams by path and Grip-Last: the query does not count.
    expect(pathOf(keyed.link)).not.toBe(pathOf(plain.link));
    expect(pathOf(plain.link)).toBe(`/api/live/public/${channelId}`);
    expect(plain.channels).not.toContain("apikey-");
    expect(keyed.channels).toContain(`apikey-${key.id}`);
    // What the key's link answers is held on the key's channel too, and links to itself.
    const recovered = await holdOf(keyed.link, {
      "grip-last": `live-${channelId}; last-id=${lastSeen}`,
    });
    expect(recovered.channels).toContain(`apikey-${key.id}`);
    expect(pathOf(recovered.link)).toBe(pathOf(keyed.link));
    await deleteKey(key.id);
    const refused = await fetch(`${proxy.base}${keyed.link}`, {
      headers: { "grip-sig": sig, "grip-last": `live-${channelId}; last-id=${lastSeen}` },
    });
    // Answered, but not held: Pushpin ends the stream at once (a refusal it would retry).
    expect(refused.status).toBe(204);
    expect(refused.headers.get("grip-hold")).toBeNull();
    expect(refused.headers.get("grip-link")).toBeNull();
  });

  it("spreads the proxy's link checks: soon after an open, rarely after a recovery", async () => {
    const sig = await gripSig();
    const timeoutOf = async (headers: Record<string, string>) => {
      const res = await fetch(`${proxy.base}/api/live/public/${channelId}`, {
        headers: { "grip-sig": sig, ...headers },
      });
      await res.arrayBuffer();
      return Number(/; timeout=(\d+)/.exec(res.headers.get("grip-link") ?? "")?.[1]);
    };
    const opens = await Promise.all(Array.from({ length: 24 }, () => timeoutOf({})));
    const recoveries = await Promise.all(
      Array.from({ length: 24 }, () =>
        timeoutOf({ "grip-last": `live-${channelId}; last-id=${lastSeen}` }),
      ),
    );
    // A first hold may have missed a publish sent before the proxy subscribed it: asked soon.
    expect(Math.min(...opens)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...opens)).toBeLessThan(40);
    expect(Math.min(...recoveries)).toBeGreaterThanOrEqual(240);
    expect(Math.max(...recoveries)).toBeLessThan(300);
    // Pushpin asks for all the streams with one timeout and path at once, through a queue of 100.
    expect(new Set(opens).size).toBeGreaterThan(1);
    expect(new Set(recoveries).size).toBeGreaterThan(1);
  });

  it("refuses a key stream's recovery path to a request not from the proxy, with an errorKey", async () => {
    const path = `/api/live/public/${channelId}/key/${crypto.randomUUID()}`;
    const requests: Record<string, string>[] = [{}, { "grip-sig": "forged" }];
    for (const headers of requests) {
      const res = await fetch(`${proxy.base}${path}`, { headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ errorKey: "grip-proxy-only" });
    }
    // From the proxy, an unknown key ends the stream as a deleted one does.
    const unknown = await fetch(`${proxy.base}${path}`, {
      headers: { "grip-sig": await gripSig() },
    });
    expect(unknown.status).toBe(204);
    expect(unknown.headers.get("grip-hold")).toBeNull();
  });

  it("recovers a key stream and a plain reader with the same Grip-Last by two requests, each with its channels", async () => {
    const apiKey = await apiKeyByApi(a.app, admin, HOST, "Two paths");
    const key = await keyNamed("Two paths");
    const plain = await reader();
    const keyed = await reader(
      { "x-api-key": apiKey },
      `/api/public/v1/channels/${channelId}/stream`,
    );
    const mark = proxy.answered.length;
    lossy.state.drop = "LOST-between-paths";
    const lost = await publish("LOST-between-paths: ballots found");
    await until(() => lossy.state.drop === null);
    const next = await publish("Ballots counted");
    for (const c of [plain, keyed]) {
      await waitForEntity(c, next.id, "post.published");
      expect(eventsOf(c).map((e) => e.entityId)).toEqual([lost.id, next.id]);
    }
    const recoveries = recoveriesSince(mark);
    const seen = JSON.stringify(recoveries.map((r) => r.url));
    const keyPath = `/api/live/public/${channelId}/key/${key.id}`;
    const ofKey = recoveries.filter((r) => pathOf(r.url) === keyPath);
    const ofPlain = recoveries.filter((r) => pathOf(r.url) === `/api/live/public/${channelId}`);
    expect(ofKey.length, seen).toBeGreaterThan(0);
    expect(ofPlain.length, seen).toBeGreaterThan(0);
    // The same Grip-Last: one shared request, had the paths been the same. (Streams held
    // since earlier tests recover on the plain path too.)
    const lastOf = (r: (typeof recoveries)[number]) => r.requestHeaders["grip-last"];
    expect(ofPlain.map(lastOf)).toContain(lastOf(ofKey[0]!));
    for (const r of [...ofKey, ...ofPlain]) {
      expect(r.status).toBe(200);
      expect(r.headers["grip-hold"]).toBe("stream");
      expect(r.headers["grip-channel"]).toContain(`live-${channelId}`);
    }
    for (const r of ofKey) expect(r.headers["grip-channel"]).toContain(`apikey-${key.id}`);
    for (const r of ofPlain) expect(r.headers["grip-channel"]).not.toContain("apikey-");
    plain.close();
    keyed.close();
    await deleteKey(key.id);
    lastSeen = next.id;
  });

  it("ends a key stream at its recovery once the key is gone; a plain reader keeps receiving", async () => {
    const apiKey = await apiKeyByApi(a.app, admin, HOST, "Revoked feed");
    const key = await keyNamed("Revoked feed");
    const plain = await reader();
    const keyed = await reader(
      { "x-api-key": apiKey },
      `/api/public/v1/channels/${channelId}/stream`,
    );
    // The close on the key's channel never reaches the proxy: only the recovery can end it.
    lossy.state.dropEvery = `apikey-${key.id}`;
    try {
      await deleteKey(key.id);
      await until(() => lossy.state.droppedEvery > 0);
      const mark = proxy.answered.length;
      lossy.state.drop = "LOST-after-revocation";
      const lost = await publish("LOST-after-revocation: late ballots");
      await until(() => lossy.state.drop === null);
      const next = await publish("Late ballots counted");
      await keyed.waitEnd(10_000);
      await waitForEntity(plain, next.id, "post.published");
      expect(eventsOf(plain).map((e) => e.entityId)).toEqual([lost.id, next.id]);
      expect(eventsOf(keyed).map((e) => e.entityId)).not.toContain(next.id);
      const refused = recoveriesSince(mark).filter(
        (r) => pathOf(r.url) === `/api/live/public/${channelId}/key/${key.id}`,
      );
      expect(refused.map((r) => r.status)).toEqual([204]);
      // The plain reader stays held after the key's stream ended.
      const after = await publish("Final result");
      await waitForEntity(plain, after.id, "post.published");
      lastSeen = after.id;
    } finally {
      lossy.state.dropEvery = null;
      plain.close();
    }
  });

  it("counts the readers the tier holds once, on either server, and lets them go", async () => {
    const counted = await newChannel(a, newsroomId, "Count night");
    const readersOn = async (ctx: TestContext) => {
      const res = await ctx.app.inject({
        method: "GET",
        url: `/api/accounts/${HOST}/statistics`,
        headers: bearer(admin),
      });
      const live = res.json<{ live: { channels: { channelId: string; readers: number }[] } }>();
      return live.live.channels.find((c) => c.channelId === counted)?.readers;
    };
    const readersAre = async (n: number) => {
      let seen: (number | undefined)[] = [];
      // Each server writes the tier's counts every 5 s: both must agree on n, not 2n.
      for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
        seen = [await readersOn(a), await readersOn(b)];
        if (seen.every((r) => r === n)) return;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(seen).toEqual([n, n]);
    };
    const held = await Promise.all([1, 2, 3].map(() => reader({}, `/api/live/public/${counted}`)));
    await readersAre(3);
    held[0]!.close();
    await readersAre(2);
    for (const c of held) c.close();
    await readersAre(0);
  }, 60_000);
});
