import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZPushMessage } from "../../domain/schemas/push";
import { buildApp } from "../../server/app";
import { publishDueDrafts } from "../../server/commands/drafts/publish-due";
import type { Db } from "../../server/db/open";
import { type PushOptions, pushDue } from "../../server/push/deliver";
import { vapidKeys } from "../../server/push/vapid";
import { demoApp, demoNewsroom, newChannel, publishPost, withEmbedOrigins } from "./helpers/demo";
import {
  type BrowserKeys,
  browserKeys,
  decryptPush,
  pushEndpoint,
  vapidProblem,
} from "./helpers/push-endpoint";
import { secondHandle, testDbKind } from "./helpers/test-db";

/**
 * Web Push from the reader page: readers subscribe per channel, the posts editors choose are
 * pushed once whichever server sends them, gone subscriptions are dropped, and a channel is
 * capped per hour. The push service is a stand-in on a loopback port that decrypts every push
 * with the browser's keys, as a browser would.
 */
const { t, call, admin } = await demoApp({ env: { ALLOW_PRIVATE_FETCH: "1" } });
const service = await pushEndpoint((browser) =>
  browser.startsWith("gone404") ? 404 : browser.startsWith("gone410") ? 410 : 201,
);
let other: { db: Db; close(): Promise<void> };
/** A second server on the same database (on PGlite, the same handle). */
let second: FastifyInstance;
beforeAll(async () => {
  other = await secondHandle(t.db.db);
  second = await buildApp({ config: t.config, db: other.db, logger: false });
});
afterAll(async () => {
  await second.close();
  await other.close();
});

const OPTIONS: PushOptions = {
  publicUrl: "http://ticker.test",
  subject: "mailto:push@ticker.test",
  allowPrivate: true,
};
const browsers = new Map<string, BrowserKeys>();

async function subscribe(channelId: string, browser: string, lang: "en" | "no" = "en") {
  const keys = browsers.get(browser) ?? browserKeys();
  browsers.set(browser, keys);
  const res = await call("POST", `/live/public/${channelId}/push/subscriptions`, null, {
    endpoint: service.endpointOf(browser),
    keys: { p256dh: keys.p256dh, auth: keys.auth },
    lang,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ subscribed: boolean; channels: number }>();
}

/** Every due post pushed, with two servers' dispatchers running at once until none is left. */
async function pushAll(options: Partial<PushOptions> = {}) {
  const run = async (db: Db) => {
    let sent = 0;
    for (;;) {
      const n = await pushDue(db, { ...OPTIONS, ...options });
      if (n === 0) return sent;
      sent += n;
    }
  };
  const runs = await Promise.all([run(t.db.db), run(other.db), run(t.db.db), run(other.db)]);
  return runs.reduce((a, b) => a + b, 0);
}

const opened = (browser: string, from = 0) =>
  service.received
    .slice(from)
    .filter((d) => d.browser === browser)
    .map((d) => ZPushMessage.parse(JSON.parse(decryptPush(d.body, browsers.get(browser)!))));

describe("reader push subscriptions", () => {
  it("subscribes, reports and unsubscribes a browser per channel", async () => {
    const { matchDayId, electionId } = await demoNewsroom(t);
    expect(await subscribe(matchDayId, "routes")).toEqual({ subscribed: true, channels: 1 });
    // Again (a new page load): still one subscription.
    expect(await subscribe(matchDayId, "routes")).toEqual({ subscribed: true, channels: 1 });
    expect(await subscribe(electionId, "routes")).toEqual({ subscribed: true, channels: 2 });
    const endpoint = service.endpointOf("routes");
    const status = await call("POST", `/live/public/${matchDayId}/push/status`, null, { endpoint });
    expect(status.json()).toEqual({ subscribed: true, channels: 2 });
    const off = await call("POST", `/live/public/${matchDayId}/push/unsubscribe`, null, {
      endpoint,
    });
    expect(off.json()).toEqual({ subscribed: false, channels: 1 });
    const last = await call("POST", `/live/public/${electionId}/push/unsubscribe`, null, {
      endpoint,
    });
    expect(last.json()).toEqual({ subscribed: false, channels: 0 });
  });

  it("moves a browser's channels to its new subscription when the push service replaces it", async () => {
    const { matchDayId, electionId } = await demoNewsroom(t);
    await subscribe(matchDayId, "before");
    await subscribe(electionId, "before");
    // The new one already followed one of them (the reader subscribed again meanwhile).
    await subscribe(electionId, "after");
    const keys = browserKeys();
    const res = await call("POST", "/live/public/push/renew", null, {
      oldEndpoint: service.endpointOf("before"),
      endpoint: service.endpointOf("after"),
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ channels: 2 });
    const rows = await t.db.db
      .selectFrom("push_subscriptions")
      .select(["channel_id", "endpoint", "p256dh"])
      .where("endpoint", "in", [service.endpointOf("before"), service.endpointOf("after")])
      .orderBy("channel_id")
      .execute();
    expect(rows.map((r) => [r.channel_id, r.endpoint]).sort()).toEqual(
      [
        [matchDayId, service.endpointOf("after")],
        [electionId, service.endpointOf("after")],
      ].sort(),
    );
    expect(rows.find((r) => r.channel_id === matchDayId)?.p256dh).toBe(keys.p256dh);
    for (const channelId of [matchDayId, electionId]) {
      await call("POST", `/live/public/${channelId}/push/unsubscribe`, null, {
        endpoint: service.endpointOf("after"),
      });
    }
  });

  it("refuses what no browser sends, and channels without a reader page", async () => {
    const { matchDayId, newsroomId } = await demoNewsroom(t);
    const keys = browserKeys();
    const url = `/live/public/${matchDayId}/push/subscriptions`;
    const good = {
      endpoint: service.endpointOf("x"),
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    };
    for (const body of [
      { ...good, keys: { ...good.keys, p256dh: "short" } },
      { ...good, keys: { ...good.keys, auth: "" } },
      { ...good, endpoint: "ftp://push.example/x" },
      { ...good, extra: true },
      { endpoint: good.endpoint },
    ]) {
      const res = await call("POST", url, null, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = "00000000-0000-4000-8000-000000000000";
    const none = await call("POST", `/live/public/${unknown}/push/subscriptions`, null, good);
    expect(none.statusCode).toBe(404);
    // An account that keeps its embeds on its own sites has no page on Ticker's origin.
    const closed = await newChannel(t, newsroomId, "Closed");
    await withEmbedOrigins(t, newsroomId, ["https://news.example"], async () => {
      const refused = await call("POST", `/live/public/${closed}/push/subscriptions`, null, good);
      expect(refused.statusCode).toBe(404);
    });
  });
});

describe("pushing posts", () => {
  it(`pushes each chosen post exactly once with two servers sending (${testDbKind})`, async () => {
    const { newsroomId } = await demoNewsroom(t);
    const channelId = await newChannel(t, newsroomId, "Push once");
    await subscribe(channelId, "a");
    await subscribe(channelId, "b", "no");
    await subscribe(channelId, "c");
    const from = service.received.length;
    const pushed = [
      await publishPost(t, admin, channelId, { title: "Goal!", breaking: true, push: true }),
      await publishPost(t, admin, channelId, { title: "Half time", push: true }),
    ];
    // The third one through the other server.
    const third = await second.inject({
      method: "POST",
      url: `/api/posts/newsroom.demo/${channelId}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { title: "Key moment", keyEvent: true, push: true },
    });
    expect(third.statusCode, third.body).toBe(200);
    pushed.push(third.json());
    // Not chosen: breaking alone, or push false, is never pushed.
    await publishPost(t, admin, channelId, { title: "Quiet breaking", breaking: true });
    await publishPost(t, admin, channelId, { title: "Quiet", push: false });
    // Saved again with push on: still the one push.
    const again = await call("PUT", `/posts/newsroom.demo/${channelId}/${pushed[1]!.id}`, admin, {
      title: "Half time (updated)",
      version: pushed[1]!.version,
      push: true,
    });
    expect(again.statusCode, again.body).toBe(200);

    expect(await pushAll()).toBe(3);
    expect(await pushAll()).toBe(0);
    const keys = await vapidKeys(t.db.db);
    for (const d of service.received.slice(from)) {
      expect(
        vapidProblem(d.headers.authorization as string, keys.publicKey, service.origin),
      ).toBeNull();
      expect(d.headers["content-encoding"]).toBe("aes128gcm");
      expect(Number(d.headers.ttl)).toBeGreaterThan(0);
    }
    for (const browser of ["a", "b", "c"]) {
      const messages = opened(browser, from);
      expect(messages.map((m) => m.postId).sort()).toEqual(pushed.map((p) => p.id).sort());
    }
    const goal = opened("a", from).find((m) => m.postId === pushed[0]!.id)!;
    expect(goal).toMatchObject({
      channelId,
      title: "Push once",
      body: "Goal!",
      url: `http://ticker.test/live/${channelId}#post-${pushed[0]!.id}`,
      image: null,
      unsubscribeLabel: "Turn off",
    });
    // The update's title went out: the post is read when it is sent.
    expect(opened("b", from).find((m) => m.postId === pushed[1]!.id)).toMatchObject({
      body: "Half time (updated)",
      unsubscribeLabel: "Slå av",
    });
    const rows = await t.db.db
      .selectFrom("push_outbox")
      .select(["status", "delivered"])
      .where("channel_id", "=", channelId)
      .execute();
    expect(rows).toEqual(pushed.map(() => ({ status: "sent", delivered: 3 })));
  });

  it("makes one VAPID key pair for every server", async () => {
    // The VAPID pair is made once: a second server reads the first one's.
    const [mine, theirs] = await Promise.all([vapidKeys(t.db.db), vapidKeys(other.db)]);
    expect(theirs).toEqual(mine);
    const stored = await t.db.db
      .selectFrom("server_secrets")
      .select("name")
      .where("name", "=", "vapid")
      .execute();
    expect(stored).toHaveLength(1);
  });

  it("removes subscriptions the push service answers 404 or 410 for", async () => {
    const { newsroomId } = await demoNewsroom(t);
    const channelId = await newChannel(t, newsroomId, "Gone");
    const otherChannel = await newChannel(t, newsroomId, "Gone too");
    await subscribe(channelId, "gone404-x");
    await subscribe(channelId, "gone410-y");
    await subscribe(otherChannel, "gone410-y");
    await subscribe(channelId, "alive");
    const post = await publishPost(t, admin, channelId, { title: "Still there?", push: true });
    expect(await pushAll()).toBe(1);
    const left = await t.db.db
      .selectFrom("push_subscriptions")
      .select(["endpoint", "channel_id"])
      .where("channel_id", "in", [channelId, otherChannel])
      .execute();
    // The browser is gone for every channel it followed.
    expect(left).toEqual([{ endpoint: service.endpointOf("alive"), channel_id: channelId }]);
    const row = await t.db.db
      .selectFrom("push_outbox")
      .selectAll()
      .where("post_id", "=", post.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "sent", delivered: 1, removed: 3 });
  });

  it("caps a channel's pushes per hour", async () => {
    const { newsroomId } = await demoNewsroom(t);
    const channelId = await newChannel(t, newsroomId, "Flood");
    await subscribe(channelId, "flooded");
    const from = service.received.length;
    const posts = [];
    for (let i = 0; i < 4; i++) {
      posts.push(await publishPost(t, admin, channelId, { title: `Flood ${i}`, push: true }));
    }
    expect(await pushAll({ capPerHour: 2 })).toBe(2);
    expect(opened("flooded", from).map((m) => m.body)).toEqual(["Flood 0", "Flood 1"]);
    const statuses = await t.db.db
      .selectFrom("push_outbox")
      .select(["post_id", "status"])
      .where("channel_id", "=", channelId)
      .execute();
    const statusOf = new Map(statuses.map((s) => [s.post_id, s.status]));
    expect(posts.map((p) => statusOf.get(p.id))).toEqual(["sent", "sent", "capped", "capped"]);
    // An hour on, the channel may push again.
    await publishPost(t, admin, channelId, { title: "Later", push: true });
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await pushAll({ capPerHour: 2, now: () => later })).toBe(1);
    expect(opened("flooded", from).map((m) => m.body)).toEqual(["Flood 0", "Flood 1", "Later"]);
  });

  it("pushes a draft published with push, and not one published without", async () => {
    const { newsroomId } = await demoNewsroom(t);
    const channelId = await newChannel(t, newsroomId, "Drafts");
    const published: string[] = [];
    for (const push of [true, false]) {
      const draft = await call("POST", `/drafts/newsroom.demo/${channelId}`, admin, {
        title: `Draft ${push}`,
      });
      expect(draft.statusCode, draft.body).toBe(200);
      const { id, version } = draft.json<{ id: string; version: number }>();
      const res = await call("POST", `/drafts/newsroom.demo/${channelId}/${id}/publish`, admin, {
        version,
        push,
      });
      expect(res.statusCode, res.body).toBe(200);
      published.push(res.json<{ id: string }>().id);
    }
    const queued = await t.db.db
      .selectFrom("push_outbox")
      .select("post_id")
      .where("channel_id", "=", channelId)
      .execute();
    expect(queued).toEqual([{ post_id: published[0] }]);
  });

  it(`pushes a scheduled draft saved with push once when the scheduler publishes it (${testDbKind})`, async () => {
    const { newsroomId } = await demoNewsroom(t);
    const channelId = await newChannel(t, newsroomId, "Scheduled push");
    await subscribe(channelId, "scheduled");
    const from = service.received.length;
    const draft = async (title: string, push?: boolean) => {
      const res = await call("POST", `/drafts/newsroom.demo/${channelId}`, admin, {
        title,
        ...(push === undefined ? {} : { push }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: string; version: number; push: boolean }>();
    };
    const schedule = async (d: { id: string; version: number }, push?: boolean) => {
      const res = await call("POST", `/drafts/newsroom.demo/${channelId}/${d.id}/schedule`, admin, {
        version: d.version,
        scheduledUtc: new Date(Date.now() + 60_000).toISOString(),
        ...(push === undefined ? {} : { push }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ push: boolean }>();
    };
    // Saved with the editor's choice on; saved without it; chosen when scheduling.
    const kickOff = await draft("Kick-off", true);
    expect(kickOff.push).toBe(true);
    expect((await schedule(kickOff)).push).toBe(true);
    expect((await schedule(await draft("Quiet lineup"))).push).toBe(false);
    expect((await schedule(await draft("Second half", false), true)).push).toBe(true);
    // A saved choice also holds when the draft is published by hand without one.
    const byHand = await draft("Penalty", true);
    const published = await call(
      "POST",
      `/drafts/newsroom.demo/${channelId}/${byHand.id}/publish`,
      admin,
      { version: byHand.version },
    );
    expect(published.statusCode, published.body).toBe(200);

    await t.db.db
      .updateTable("drafts")
      .set({ scheduled_utc: new Date(Date.now() - 1000) })
      .where("channel_id", "=", channelId)
      .where("published_utc", "is", null)
      .execute();
    // Two servers' schedulers at once: each draft is published by one of them.
    const drain = async (db: Db) => {
      while ((await publishDueDrafts(db, 1)).length > 0);
    };
    await Promise.all([drain(t.db.db), drain(other.db), drain(t.db.db)]);
    await pushAll();
    expect(await pushAll()).toBe(0);
    const outbox = await t.db.db
      .selectFrom("push_outbox")
      .select(["status", "delivered"])
      .where("channel_id", "=", channelId)
      .execute();
    expect(outbox).toEqual([1, 2, 3].map(() => ({ status: "sent", delivered: 1 })));
    expect(
      opened("scheduled", from)
        .map((m) => m.body)
        .sort(),
    ).toEqual(["Kick-off", "Penalty", "Second half"]);
    const titles = await t.db.db
      .selectFrom("posts")
      .select("title")
      .where("channel_id", "=", channelId)
      .execute();
    expect(titles.map((p) => p.title).sort()).toEqual([
      "Kick-off",
      "Penalty",
      "Quiet lineup",
      "Second half",
    ]);
  });

  it("sends nothing for a post deleted before its push", async () => {
    const { newsroomId } = await demoNewsroom(t);
    const channelId = await newChannel(t, newsroomId, "Deleted");
    await subscribe(channelId, "deleted");
    const from = service.received.length;
    const post = await publishPost(t, admin, channelId, { title: "Oops", push: true });
    const del = await call(
      "DELETE",
      `/posts/newsroom.demo/${channelId}/${post.id}?version=${post.version}`,
      admin,
    );
    expect(del.statusCode, del.body).toBeLessThan(300);
    await pushAll();
    expect(opened("deleted", from)).toEqual([]);
  });
});
