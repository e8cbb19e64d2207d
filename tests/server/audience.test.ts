import { afterAll, describe, expect, it } from "vitest";
import { type Audience, ZAudience } from "../../domain/schemas/statistics";
import { startScheduler } from "../../server/scheduler";
import { demoApp, demoNewsroom, newChannel, publishPost } from "./helpers/demo";
import { bearer, createTestApp, expectError, signIn, type TestContext } from "./helpers/test-app";
import { testDbKind } from "./helpers/test-db";
import { listenOnPort0, openSse, type SseClient } from "./live-sse";

const MINUTE = 60_000;
const HOUR = 3_600_000;
const H = "newsroom.demo";
/** Samples looked for every 100 ms, so a test sees one written without waiting a quarter minute. */
const FAST_SAMPLES = { READER_SAMPLE_INTERVAL_MS: "100" };

const { t, admin, editor } = await demoApp({ env: FAST_SAMPLES });
const { newsroomId } = await demoNewsroom(t);
const base = await listenOnPort0(t.app);
const streams: SseClient[] = [];
afterAll(() => {
  for (const s of streams) s.close();
});

const url = (channelId: string, range?: string) =>
  `/api/accounts/${H}/statistics/channels/${channelId}/audience${range ? `?range=${range}` : ""}`;

async function audienceOf(channelId: string, range?: string, app = t.app): Promise<Audience> {
  const res = await app.inject({ url: url(channelId, range), headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return ZAudience.parse(res.json());
}

const minuteStart = (ms: number) => Math.floor(ms / MINUTE) * MINUTE;

/** Polls (bounded) until `check` holds for the channel's samples. */
async function samplesBecome(channelId: string, check: (readers: number[]) => boolean) {
  let readers: number[] = [];
  for (let i = 0; i < 100; i++) {
    const rows = await t.db.db
      .selectFrom("reader_samples")
      .select("readers")
      .where("channel_id", "=", channelId)
      .execute();
    readers = rows.map((r) => r.readers);
    if (check(readers)) return readers;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`samples stayed ${JSON.stringify(readers)}`);
}

describe("GET /accounts/{host}/statistics/channels/{id}/audience", () => {
  it("answers every minute of the day, zeros included, and the hours beside them", async () => {
    const channelId = await newChannel(t, newsroomId, "Quiet night");
    const a = await audienceOf(channelId);
    expect(a.range).toBe("24h");
    expect(a.step).toBe("minute");
    expect(a.readers).toHaveLength(1_440);
    expect(a.readers.every((p) => p.readers === 0)).toBe(true);
    expect(a.peak).toBeNull();
    expect(a.hours).toHaveLength(24);
    const starts = a.readers.map((p) => Date.parse(p.at));
    expect(starts.every((at, i) => i === 0 || at - starts[i - 1]! === MINUTE)).toBe(true);
    expect(starts.at(-1)).toBe(minuteStart(Date.parse(a.to)));
    expect(Date.parse(a.from)).toBe(starts[0]);
  });

  it("draws the samples a minute, the peak of each hour on long windows, and the peak's minute", async () => {
    const channelId = await newChannel(t, newsroomId, "Election night, sampled");
    const now = minuteStart(Date.now());
    // An hour's edge inside the day, so the 7-day view's hourly peak has two minutes to choose from.
    const at = [now - 3 * HOUR, now - 3 * HOUR + MINUTE, now - 2 * HOUR, now - 30 * HOUR];
    const counts = [120, 340, 90, 999];
    for (const [i, minute] of at.entries()) {
      await t.repos.audience.record(new Date(minute), new Map([[channelId, counts[i]!]]));
    }
    const day = await audienceOf(channelId, "24h");
    const byAt = new Map(day.readers.map((p) => [Date.parse(p.at), p.readers]));
    expect(byAt.get(at[0]!)).toBe(120);
    expect(byAt.get(at[1]!)).toBe(340);
    expect(byAt.get(at[2]!)).toBe(90);
    expect(day.readers.filter((p) => p.readers > 0)).toHaveLength(3);
    // The sample 30 hours back is outside the day.
    expect(day.peak).toEqual({ readers: 340, at: new Date(at[1]!).toISOString() });

    const week = await audienceOf(channelId, "7d");
    expect(week.step).toBe("hour");
    expect(week.readers).toHaveLength(168);
    const hourOf = (ms: number) => Math.floor(ms / HOUR) * HOUR;
    const weekAt = new Map(week.readers.map((p) => [Date.parse(p.at), p.readers]));
    expect(weekAt.get(hourOf(at[0]!))).toBe(hourOf(at[0]!) === hourOf(at[1]!) ? 340 : 120);
    expect(weekAt.get(hourOf(at[3]!))).toBe(999);
    expect(week.peak).toEqual({ readers: 999, at: new Date(at[3]!).toISOString() });
  });

  it("counts posts still in the feed and contributions received per hour", async () => {
    const channelId = await newChannel(t, newsroomId, "Writing night");
    const kept = await publishPost(t, editor, channelId, { title: "Kept" });
    const gone = await publishPost(t, editor, channelId, { title: "Gone" });
    await t.db.db
      .updateTable("posts")
      .set({ deleted_utc: new Date() })
      .where("id", "=", gone.id)
      .execute();
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    await t.db.db
      .insertInto("contributions")
      .values([
        { channel_id: channelId, kind: "comment", author_name: "Kari", message: "First!" },
        {
          channel_id: channelId,
          kind: "question",
          author_name: "Ola",
          message: "When?",
          created_utc: twoHoursAgo,
        },
        {
          channel_id: channelId,
          kind: "question",
          author_name: "Ola",
          message: "Again?",
          created_utc: twoHoursAgo,
        },
      ])
      .execute();
    const a = await audienceOf(channelId);
    const last = a.hours.at(-1)!;
    expect(Date.parse(last.at)).toBe(Math.floor(Date.parse(kept.createdUtc) / HOUR) * HOUR);
    expect(last).toMatchObject({ posts: 1, contributions: 1 });
    expect(a.hours.at(-3)).toMatchObject({ posts: 0, contributions: 2 });
    expect(a.hours.reduce((sum, h) => sum + h.posts, 0)).toBe(1);
  });

  it("shows a reader the moment they connect, and samples the minute", async () => {
    const channelId = await newChannel(t, newsroomId, "Connected night");
    streams.push(await openSse(`${base}/api/live/public/${channelId}`));
    streams.push(await openSse(`${base}/api/live/public/${channelId}`));
    const a = await audienceOf(channelId);
    expect(a.readers.at(-1)!.readers).toBe(2);
    expect(a.peak?.readers).toBe(2);
    // A sample taken between the two connections counted one; the minute keeps the most.
    expect(Math.max(...(await samplesBecome(channelId, (r) => r.includes(2))))).toBe(2);
  });

  it("keeps samples 90 days: the scheduler's hourly purge removes older ones", async () => {
    const channelId = await newChannel(t, newsroomId, "Old night");
    const old = new Date(minuteStart(Date.now() - 91 * 24 * HOUR));
    const recent = new Date(minuteStart(Date.now() - 89 * 24 * HOUR));
    await t.repos.audience.record(old, new Map([[channelId, 5]]));
    await t.repos.audience.record(recent, new Map([[channelId, 6]]));
    const scheduler = startScheduler(t.db.db, { intervalMs: 60_000 });
    await scheduler.tick();
    await scheduler.stop();
    expect(await samplesBecome(channelId, (r) => r.length === 1)).toEqual([6]);
    expect((await audienceOf(channelId, "90d")).peak?.readers).toBe(6);
  });

  it("is for the account's administrators, about its own channels", async () => {
    const channelId = await newChannel(t, newsroomId, "Private night");
    expectError(await t.app.inject({ url: url(channelId) }), 401, "unauthorized");
    expectError(
      await t.app.inject({ url: url(channelId), headers: bearer(editor) }),
      403,
      "forbidden",
    );
    const sports = await t.repos.accounts.findByKey("demo", "sports");
    const otherChannel = await newChannel(t, sports!.id, "Another account's night");
    expectError(
      await t.app.inject({ url: url(otherChannel), headers: bearer(admin) }),
      404,
      "not-found",
    );
    expectError(
      await t.app.inject({ url: url(channelId, "1y"), headers: bearer(admin) }),
      400,
      "validation-failed",
    );
  });
});

describe.skipIf(testDbKind !== "postgres")("the audience over two servers on PostgreSQL", () => {
  let second: TestContext;
  afterAll(() => second?.close());

  it("samples the readers of both servers once a minute, summed", async () => {
    second = await createTestApp(FAST_SAMPLES, t.db);
    const channelId = await newChannel(t, newsroomId, "Shared night");
    const baseB = await listenOnPort0(second.app);
    streams.push(await openSse(`${base}/api/live/public/${channelId}`));
    streams.push(await openSse(`${baseB}/api/live/public/${channelId}`));
    streams.push(await openSse(`${baseB}/api/live/public/${channelId}`));
    // Both servers sample every 100 ms into one row a minute, which keeps the most readers
    // either saw: all three, once each server knows the other's.
    const samples = await samplesBecome(channelId, (r) => r.includes(3));
    expect(Math.max(...samples)).toBe(3);
    const jwt = await signIn(second.app, "admin");
    const res = await second.app.inject({ url: url(channelId), headers: bearer(jwt) });
    expect(ZAudience.parse(res.json()).readers.at(-1)!.readers).toBe(3);
  });
});
