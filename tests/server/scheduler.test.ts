import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZDraft, ZDraftList } from "../../domain/schemas/draft";
import { ZFeedPage } from "../../domain/schemas/post";
import { publishDueDrafts } from "../../server/commands/drafts/publish-due";
import type { Db } from "../../server/db/open";
import type { WriterFields } from "../../server/repositories/posts";
import { startScheduler } from "../../server/scheduler";
import { bearer, createTestApp, signIn, type TestContext } from "./helpers/test-app";
import { secondHandle, testDbKind } from "./helpers/test-db";

let t: TestContext;
let admin: string;
let adminId: string;
let newsroomId: string;
/** A second handle on the same database: another server process on PostgreSQL. */
let other: { db: Db; close(): Promise<void> };

const fields = (title: string): WriterFields => ({
  title,
  content: null,
  html: "",
  plain_text: "",
  importance: "normal",
  author_id: null,
  author_name: "Ada Admin",
  tags: [],
  icons: [],
  breaking: false,
});

async function dueDrafts(channelId: string, n: number, dueInMs = -1000): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const d = await t.repos.drafts.insert({
      channelId,
      accountId: newsroomId,
      userId: adminId,
      fields: fields(`scheduled ${i}`),
    });
    ids.push(d.id);
  }
  await t.db.db
    .updateTable("drafts")
    .set({ scheduled_utc: new Date(Date.now() + dueInMs) })
    .where("id", "in", ids)
    .execute();
  return ids;
}

const channel = async (name: string) =>
  (await t.repos.channels.insert({ account_id: newsroomId, name })).id;

const postsOf = (channelId: string) =>
  t.db.db.selectFrom("posts").select(["id", "title"]).where("channel_id", "=", channelId).execute();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  adminId = (await t.repos.users.findByEmail("demo", "admin@ticker.local"))!.id;
  newsroomId = (await t.repos.accounts.findByKey("demo", "newsroom"))!.id;
  other = await secondHandle(t.db.db);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe("scheduler", () => {
  it(`publishes each due draft exactly once with two schedulers running together (${testDbKind})`, async () => {
    const ch = await channel("Scheduled rush");
    const ids = await dueDrafts(ch, 40);
    const notYet = await dueDrafts(ch, 2, 3_600_000);
    const run = async (db: Db) => {
      const published: string[] = [];
      for (;;) {
        const batch = await publishDueDrafts(db, 3);
        if (batch.length === 0) return published;
        published.push(...batch);
      }
    };
    // Two schedulers (one per handle), each with two overlapping ticks in flight.
    const runs = await Promise.all([run(t.db.db), run(other.db), run(t.db.db), run(other.db)]);
    const all = runs.flat();
    // Both schedulers did part of the work on PostgreSQL (one handle waits on PGlite).
    if (testDbKind === "postgres")
      expect(runs.filter((r) => r.length > 0).length).toBeGreaterThan(1);
    expect(all).toHaveLength(40);
    expect(new Set(all).size).toBe(40);
    const posts = await postsOf(ch);
    expect(posts).toHaveLength(40);
    const drafts = await t.db.db
      .selectFrom("drafts")
      .select(["id", "published_post_id", "published_utc"])
      .where("channel_id", "=", ch)
      .execute();
    const published = drafts.filter((d) => d.published_utc !== null);
    expect(published.map((d) => d.id).sort()).toEqual([...ids].sort());
    expect(new Set(published.map((d) => d.published_post_id)).size).toBe(40);
    expect(
      drafts
        .filter((d) => d.published_utc === null)
        .map((d) => d.id)
        .sort(),
    ).toEqual([...notYet].sort());
  });

  it("runs as a loop, picks up drafts that fell due while it was stopped, and stops cleanly", async () => {
    const ch = await channel("Scheduled later");
    await dueDrafts(ch, 2, 150);
    const first = startScheduler(t.db.db, { intervalMs: 50 });
    for (let i = 0; i < 100 && (await postsOf(ch)).length < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await postsOf(ch)).toHaveLength(2);
    await first.stop();
    // Due while no scheduler runs; a new one (a restarted server) publishes them.
    await dueDrafts(ch, 3, -5000);
    expect(await postsOf(ch)).toHaveLength(2);
    const second = startScheduler(other.db, { intervalMs: 60_000 });
    expect(await second.tick()).toHaveLength(3);
    expect(await second.tick()).toHaveLength(0);
    await second.stop();
    expect(await postsOf(ch)).toHaveLength(5);
  });

  it("leaves drafts of archived channels alone", async () => {
    const ch = await channel("Archived schedule");
    await dueDrafts(ch, 1);
    await t.db.db.updateTable("channels").set({ archived: true }).where("id", "=", ch).execute();
    await publishDueDrafts(t.db.db);
    expect(await postsOf(ch)).toHaveLength(0);
  });

  it("publishes a draft scheduled through the API into the feed by itself", async () => {
    const ch = await channel("Scheduled via API");
    const base = `/api/drafts/newsroom.demo/${ch}`;
    const created = ZDraft.parse(
      (
        await t.app.inject({
          method: "POST",
          url: base,
          headers: bearer(admin),
          payload: { title: "Soon" },
        })
      ).json(),
    );
    const res = await t.app.inject({
      method: "POST",
      url: `${base}/${created.id}/schedule`,
      headers: bearer(admin),
      payload: { version: 1, scheduledUtc: new Date(Date.now() + 300).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await publishDueDrafts(t.db.db)).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 400));
    expect(await publishDueDrafts(t.db.db)).toHaveLength(1);
    const feed = ZFeedPage.parse(
      (
        await t.app.inject({ url: `/api/posts/newsroom.demo/${ch}`, headers: bearer(admin) })
      ).json(),
    );
    expect(feed.items.map((p) => p.title)).toEqual(["Soon"]);
    const drafts = ZDraftList.parse(
      (await t.app.inject({ url: base, headers: bearer(admin) })).json(),
    );
    expect(drafts).toEqual([]);
  });
});
