import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { LIVE_EVENT_RETENTION_MS, ZChangesResponse, ZLiveReset } from "../../domain/schemas/live";
import { ZPost } from "../../domain/schemas/post";
import { migrate } from "../../server/db/migrate";
import { startScheduler } from "../../server/scheduler";
import { demoNewsroom, newChannel, publishPost } from "./helpers/demo";
import { appForFile, bearer, signIn } from "./helpers/test-app";
import { listenOnPort0, openSse, type SseClient } from "./live-sse";

/**
 * What is deleted or edited away is never served again by a public surface (nor
 * to editors who may no longer see it), readers that missed events still converge on
 * tombstones, and the log is pruned with a reset for readers older than what it keeps.
 */
const HOST = "newsroom.demo";
const streams: SseClient[] = [];
const t = await appForFile({}, undefined, streams);
const base = await listenOnPort0(t.app);
const admin = await signIn(t.app, "admin");
const { newsroomId } = await demoNewsroom(t);

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(admin), payload });

const channel = (name: string) => newChannel(t, newsroomId, name);

const publish = (channelId: string, title: string) => publishPost(t, admin, channelId, { title });

async function edit(channelId: string, post: { id: string; version: number }, title: string) {
  const res = await api("PUT", `/posts/${HOST}/${channelId}/${post.id}`, {
    title,
    version: post.version,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZPost.parse(res.json());
}

async function remove(channelId: string, post: { id: string; version: number }) {
  const res = await api("DELETE", `/posts/${HOST}/${channelId}/${post.id}?version=${post.version}`);
  expect(res.statusCode, res.body).toBe(204);
}

const get = (url: string) => t.app.inject({ method: "GET", url });

async function changes(channelId: string, since = "0") {
  const res = await get(`/api/live/public/${channelId}/changes?since=${since}`);
  expect(res.statusCode).toBe(200);
  return { body: ZChangesResponse.parse(res.json()), raw: res.body };
}

/** The whole replay of a stream from `lastEventId`, once `done` arrived; raw frames joined. */
async function replay(path: string, lastEventId: string, done: (event: string) => boolean) {
  const client = await openSse(`${base}/api${path}`, {
    ...bearer(admin),
    "last-event-id": lastEventId,
  });
  streams.push(client);
  expect(client.status).toBe(200);
  await client.waitFor((m) => done(m.event));
  client.close();
  return {
    messages: client.messages,
    raw: client.messages.map((m) => `${m.event} ${m.data}`).join("\n"),
  };
}
const publicReplay = (ch: string, from: string, done: (event: string) => boolean) =>
  replay(`/live/public/${ch}`, from, done);
const editorReplay = (ch: string, from: string, done: (event: string) => boolean) =>
  replay(`/live/${HOST}/${ch}`, from, done);

const embedPage = async (channelId: string) => {
  const res = await get(`/embed/${channelId}`);
  expect(res.statusCode).toBe(200);
  return res.body;
};
const bootLast = (html: string) => /"last":"(\d+)"/.exec(html)?.[1];

describe("a deleted post", () => {
  it("is gone from changes-since, the SSE replay from 0, the embed page, JSON-LD and oEmbed", async () => {
    const ch = await channel("Suspect watch");
    const kept = await publish(ch, "Police confirm arrest");
    const wrong = await publish(ch, "Named the wrong suspect");
    const before = (await changes(ch)).body.last;
    await remove(ch, wrong);

    const { body, raw } = await changes(ch);
    expect(raw).not.toContain("wrong suspect");
    // A reader that missed the deletion converges on an id-only tombstone.
    const tombstone = body.events.find((e) => e.entityId === wrong.id);
    expect(tombstone).toMatchObject({ type: "post.deleted", data: null });
    expect(body.events.map((e) => e.entityId)).toEqual([kept.id, wrong.id]);
    // So does one that had seen the post published.
    const since = (await changes(ch, before)).body.events;
    expect(since).toMatchObject([{ type: "post.deleted", entityId: wrong.id, data: null }]);

    const sse = await publicReplay(ch, "0", (e) => e === "post.deleted");
    expect(sse.raw).not.toContain("wrong suspect");
    expect(sse.raw).toContain("Police confirm arrest");

    const html = await embedPage(ch);
    expect(html).toContain("Police confirm arrest");
    expect(html).not.toContain("wrong suspect");
    const oembed = await get(
      `/oembed?url=${encodeURIComponent(`http://ticker.test/embed/${ch}`)}&format=json`,
    );
    expect(oembed.statusCode).toBe(200);
    expect(oembed.body).not.toContain("wrong suspect");
  });

  it("is gone from the editor stream's replay too, like a deleted draft's text", async () => {
    const ch = await channel("Editor replay");
    const post = await publish(ch, "Unverified rumour");
    await remove(ch, post);
    const draft = await api("POST", `/drafts/${HOST}/${ch}`, { title: "Draft libel" });
    expect(draft.statusCode, draft.body).toBe(200);
    const { id, version } = draft.json<{ id: string; version: number }>();
    const saved = await api("PUT", `/drafts/${HOST}/${ch}/${id}`, {
      title: "Draft slander",
      version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const next = saved.json<{ version: number }>().version;
    const gone = await api("DELETE", `/drafts/${HOST}/${ch}/${id}?version=${next}`);
    expect(gone.statusCode, gone.body).toBe(204);

    const sse = await editorReplay(ch, "0", (e) => e === "draft.deleted");
    expect(sse.raw).not.toContain("Unverified rumour");
    expect(sse.raw).not.toContain("Draft libel");
    expect(sse.raw).not.toContain("Draft slander");
    expect(sse.messages.map((m) => m.event)).toEqual(["post.deleted", "draft.deleted"]);
  });
});

describe("an edited post", () => {
  it("is served only as its current version, everywhere", async () => {
    const ch = await channel("Edits");
    const post = await publish(ch, "Minister resigns");
    const first = await edit(ch, post, "Minister offers to resign");
    await edit(ch, first, "Minister stays on");

    const { body, raw } = await changes(ch);
    expect(raw).not.toContain("Minister resigns");
    expect(raw).not.toContain("offers to resign");
    expect(body.events).toHaveLength(1);
    expect(body.events[0]).toMatchObject({
      type: "post.updated",
      data: { title: "Minister stays on" },
    });

    const sse = await publicReplay(ch, "0", (e) => e === "post.updated");
    expect(sse.raw).toContain("Minister stays on");
    expect(sse.raw).not.toContain("Minister resigns");
    expect(sse.raw).not.toContain("offers to resign");

    const html = await embedPage(ch);
    expect(html).toContain("Minister stays on");
    expect(html).not.toContain("Minister resigns");
    expect(html).not.toContain("offers to resign");
  });
});

describe("reader contributions", () => {
  const submit = async (ch: string, kind: "comment" | "question", message: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/live/public/${ch}/contributions`,
      payload: { kind, name: "Reader", contact: "reader@example.com", message },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const moderate = async (ch: string, id: string, action: string) => {
    const res = await api("POST", `/contributions/${HOST}/${ch}/${id}/${action}`);
    expect(res.statusCode, res.body).toBe(200);
  };

  it("a deleted comment, reply and question leave no text on any public surface", async () => {
    const ch = await channel("Readers");
    const comment = await submit(ch, "comment", "The referee is my cousin");
    await moderate(ch, comment, "publish");
    const question = await submit(ch, "question", "Who scored first?");
    await moderate(ch, question, "publish");
    const replies = `/contributions/${HOST}/${ch}/${question}/replies`;
    const wrongReply = await api("POST", replies, { message: "Wrong answer: Hansen" });
    expect(wrongReply.statusCode).toBe(201);
    const [wrong] = wrongReply.json<{ replies: { id: string }[] }>().replies;
    await api("POST", replies, { message: "It was Berg" });
    await api("DELETE", `${replies}/${wrong!.id}`);
    await moderate(ch, comment, "delete");

    const { body, raw } = await changes(ch);
    expect(raw).not.toContain("referee is my cousin");
    expect(raw).not.toContain("Hansen");
    expect(raw).not.toContain("reader@example.com");
    expect(raw).toContain("It was Berg");
    expect(body.events.find((e) => e.entityId === comment)).toMatchObject({
      type: "contribution.deleted",
      data: null,
    });
    let html = await embedPage(ch);
    expect(html).not.toContain("referee is my cousin");
    expect(html).not.toContain("Hansen");
    expect(html).toContain("It was Berg");

    // The question goes with its replies.
    await moderate(ch, question, "delete");
    const after = await changes(ch);
    const sse = await publicReplay(ch, "0", (e) => e === "contribution.deleted");
    html = await embedPage(ch);
    for (const text of [after.raw, sse.raw, html]) {
      expect(text).not.toContain("Who scored first?");
      expect(text).not.toContain("It was Berg");
    }
    expect(after.body.events.map((e) => [e.type, e.data])).toEqual([
      ["contribution.deleted", null],
      ["contribution.deleted", null],
    ]);
    // Moderators replaying the editor stream no longer get the removed texts either.
    const editor = await editorReplay(ch, "0", (e) => e === "contribution.deleted");
    expect(editor.raw).not.toContain("Who scored first?");
    expect(editor.raw).not.toContain("referee is my cousin");
  });
});

describe("pruning", () => {
  /** Ages every event of the channel written so far by `ms`. */
  const age = (ch: string, ms: number) =>
    sql`update events set created_utc = now() - make_interval(secs => ${ms / 1000})
        where channel_id = ${ch}`.execute(t.db.db);

  it("drops events older than the window on the scheduler's tick and resets readers older than that", async () => {
    const ch = await channel("Old news");
    const old = await publish(ch, "Yesterday's news");
    await age(ch, LIVE_EVENT_RETENTION_MS + 60_000);
    const recent = await publish(ch, "Today's news");
    // A reader that had seen the old post: it misses nothing the prune drops.
    const readerAt = (await changes(ch)).body.events.find((e) => e.entityId === old.id)!.id;

    const scheduler = startScheduler(t.db.db, { intervalMs: 60_000 });
    await scheduler.tick();
    await scheduler.stop();

    const kept = await t.db.db
      .selectFrom("events")
      .select("entity_id")
      .where("channel_id", "=", ch)
      .execute();
    expect(kept.map((e) => e.entity_id)).toEqual([recent.id]);

    // Polling from before the floor: a reset, no events, and where to go on from.
    const reset = await changes(ch, "0");
    expect(reset.body).toMatchObject({ events: [], reset: true });
    expect(Number(reset.body.last)).toBeGreaterThan(Number(readerAt));
    // From the floor on, nothing is missing: no reset.
    const fine = await changes(ch, readerAt);
    expect(fine.body.reset).toBeUndefined();
    expect(fine.body.events.map((e) => e.entityId)).toEqual([recent.id]);

    // The stream: the replay, then a reset frame whose id is where to resume.
    const sse = await publicReplay(ch, "0", (e) => e === "reset");
    const frame = sse.messages.find((m) => m.event === "reset")!;
    expect(ZLiveReset.parse(JSON.parse(frame.data))).toEqual({ channelId: ch, last: frame.id });
    expect(Number(frame.id)).toBeGreaterThanOrEqual(Number(readerAt));

    // A freshly rendered page starts at or above the floor, so it is never reset (no loop).
    const last = bootLast(await embedPage(ch));
    expect(last).toBeDefined();
    expect((await changes(ch, last)).body.reset).toBeUndefined();
    const resumed = await openSse(`${base}/api/live/public/${ch}`, { "last-event-id": last! });
    streams.push(resumed);
    await publish(ch, "Breaking now");
    await resumed.waitFor((m) => m.event === "post.published");
    expect(resumed.messages.map((m) => m.event)).toEqual(["post.published"]);
    resumed.close();
  });
});

describe("migration 010", () => {
  it("compacts a log written before it: superseded events go, removals lose their data", async () => {
    const ch = await channel("Legacy log");
    const entity = "00000000-0000-4000-8000-0000000000aa";
    const legacy = (type: string, audience: string, title: string | null) => ({
      channel_id: ch,
      type,
      entity_id: entity,
      version: 1,
      audience,
      owner_id: null,
      data: title === null ? null : JSON.stringify({ id: entity, title }),
      invalidates: "[]",
    });
    // As the old writers stored them: every version in full, a deletion with its data.
    await t.db.db
      .insertInto("events")
      .values([
        legacy("post.published", "public", "Old headline"),
        legacy("post.updated", "public", "Newer headline"),
        legacy("contribution.created", "moderators", "Reader text"),
        legacy("contribution.deleted", "moderators", "Reader text"),
      ])
      .execute();
    await sql`drop table event_floors`.execute(t.db.db);
    await sql`drop index events_channel_entity`.execute(t.db.db);
    await t.db.db
      .deleteFrom("schema_migrations")
      .where("name", "=", "010_event_compaction.sql")
      .execute();

    expect(await migrate(t.db.db)).toEqual(["010_event_compaction.sql"]);
    const rows = await t.db.db
      .selectFrom("events")
      .select(["type", "data"])
      .where("channel_id", "=", ch)
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { type: "post.updated", data: { id: entity, title: "Newer headline" } },
      { type: "contribution.deleted", data: null },
    ]);
  });
});
