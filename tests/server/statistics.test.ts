import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { STATISTICS_DAYS, type Statistics, ZStatistics } from "../../domain/schemas/statistics";
import { fillDays } from "../../server/routes/statistics";
import { userOfOtherAccount } from "./extensions-fixtures";
import { channelByApi, demoApp, publishPost } from "./helpers/demo";
import { bearer, expectError } from "./helpers/test-app";
import { listenOnPort0, openSse, type SseClient } from "./live-sse";

const { t, call, admin, editor, guest } = await demoApp();
const base = await listenOnPort0(t.app);
const streams: SseClient[] = [];
afterAll(() => {
  for (const s of streams) s.close();
});

const H = "newsroom.demo";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const get = (url: string, jwt: string) => call("GET", url, jwt);
const post = (url: string, jwt: string) => call("POST", url, jwt);

async function statistics(jwt = admin, host = H): Promise<Statistics> {
  const res = await get(`/accounts/${host}/statistics`, jwt);
  expect(res.statusCode, res.body).toBe(200);
  return ZStatistics.parse(res.json());
}

const createChannel = (name: string) => channelByApi(call, admin, name);

const publish = (channelId: string, title: string) => publishPost(t, admin, channelId, { title });

/** Moves a post's creation back in time (the API only creates posts now). */
const backdate = (postId: string, days: number) =>
  sql`update posts set created_utc = now() - make_interval(days => ${days}) where id = ${postId}`.execute(
    t.db.db,
  );

/** Polls until the channel's reader count is `expected` (streams open and close asynchronously). */
async function readersBecome(channelId: string, expected: number): Promise<Statistics> {
  let last: Statistics | undefined;
  for (let i = 0; i < 50; i++) {
    last = await statistics();
    if (last.live.channels.find((c) => c.channelId === channelId)?.readers === expected)
      return last;
    await sleep(50);
  }
  throw new Error(
    `readers of ${channelId} never became ${expected}: ${JSON.stringify(last?.live)}`,
  );
}

describe("fillDays", () => {
  it("lists the last days oldest first, ending today in UTC, zero-filled", () => {
    const counts = new Map([
      ["2026-02-28", 2],
      ["2026-03-02", 5],
      ["2026-01-01", 9],
    ]);
    const days = fillDays(counts, 4, new Date("2026-03-02T23:59:00.000Z"));
    expect(days).toEqual([
      { date: "2026-02-27", posts: 0 },
      { date: "2026-02-28", posts: 2 },
      { date: "2026-03-01", posts: 0 },
      { date: "2026-03-02", posts: 5 },
    ]);
  });
});

describe("GET /accounts/{host}/statistics", () => {
  it("counts the seeded account", async () => {
    const s = await statistics();
    expect(s.channels).toEqual({ total: 2, active: 2, archived: 0 });
    expect(s.posts.total).toBe(0);
    expect(s.posts.lastDays).toBe(0);
    expect(s.posts.perDay).toHaveLength(STATISTICS_DAYS);
    expect(s.posts.perDay.every((d) => d.posts === 0)).toBe(true);
    expect(s.posts.perDay.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(s.users).toEqual({ total: 3, byRole: { admin: 1, user: 1, guest: 1 } });
    expect(s.live).toMatchObject({ readers: 0, scope: "all-servers" });
    expect(s.live.channels.map((c) => c.name).sort()).toEqual(["Election night", "Match day"]);
  });

  it("counts channels, posts per UTC day and archived channels", async () => {
    const stamp = Date.now();
    const live = await createChannel(`Stats live ${stamp}`);
    const gone = await createChannel(`Stats gone ${stamp}`);
    await publish(live.id, "One");
    await publish(live.id, "Two");
    const old = await publish(live.id, "Three days ago");
    const ancient = await publish(gone.id, "Forty days ago");
    const deleted = await publish(live.id, "Deleted");
    await backdate(old.id, 3);
    await backdate(ancient.id, 40);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/posts/${H}/${live.id}/${deleted.id}?version=${deleted.version}`,
      headers: bearer(admin),
    });
    expect(del.statusCode, del.body).toBeLessThan(300);
    expect((await post(`/channels/${H}/${gone.id}/archive`, admin)).statusCode).toBe(200);

    const s = await statistics();
    expect(s.channels).toEqual({ total: 4, active: 3, archived: 1 });
    // Deleted posts are out of the feeds; archived channels' posts still count in the total.
    expect(s.posts.total).toBe(4);
    expect(s.posts.lastDays).toBe(3);
    const today = new Date();
    const threeDaysAgo = new Date(today.getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
    expect(s.posts.perDay.at(-1)).toEqual({ date: today.toISOString().slice(0, 10), posts: 2 });
    expect(s.posts.perDay.find((d) => d.date === threeDaysAgo)?.posts).toBe(1);
    expect(s.live.channels.find((c) => c.channelId === live.id)).toMatchObject({
      readers: 0,
      posts: 3,
    });
    // Archived channels cannot be followed: they leave the live table.
    expect(s.live.channels.some((c) => c.channelId === gone.id)).toBe(false);
  });

  it("keeps accounts apart", async () => {
    const s = await statistics(admin, "sports.demo");
    expect(s.channels.total).toBe(0);
    expect(s.posts.total).toBe(0);
    expect(s.users).toEqual({ total: 1, byRole: { admin: 1, user: 0, guest: 0 } });
  });

  it("counts the public readers connected now, not the editors", async () => {
    const channel = await createChannel(`Stats readers ${Date.now()}`);
    const first = await openSse(`${base}/api/live/public/${channel.id}`);
    streams.push(first);
    expect(first.status).toBe(200);
    await readersBecome(channel.id, 1);
    const second = await openSse(`${base}/api/live/public/${channel.id}`);
    streams.push(second);
    const editorStream = await openSse(`${base}/api/live/${H}/${channel.id}`, bearer(admin));
    streams.push(editorStream);
    expect(editorStream.status).toBe(200);
    const s = await readersBecome(channel.id, 2);
    expect(s.live.readers).toBe(2);
    expect(s.live.channels[0]?.channelId).toBe(channel.id);
    first.close();
    second.close();
    expect((await readersBecome(channel.id, 0)).live.readers).toBe(0);
  });

  it("is for administrators only", async () => {
    expectError(await get(`/accounts/${H}/statistics`, editor), 403, "forbidden");
    expectError(await get(`/accounts/${H}/statistics`, guest), 403, "forbidden");
    expectError(await get("/accounts/unknown.demo/statistics", admin), 403, "forbidden");
    expectError(await get("/accounts/nohost/statistics", admin), 400, "invalid-lc-host");
    const res = await t.app.inject({ method: "GET", url: `/api/accounts/${H}/statistics` });
    expect(res.statusCode).toBe(401);
  });

  it("refuses the admin of another organisation", async () => {
    const { jwt, host } = await userOfOtherAccount(t, `stats${Date.now()}`);
    expectError(await get(`/accounts/${H}/statistics`, jwt), 403, "forbidden");
    expect((await statistics(jwt, host)).users.total).toBe(1);
  });
});
