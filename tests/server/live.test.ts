import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { RightName } from "../../domain/roles";
import { ZChangesResponse, ZLiveEvent } from "../../domain/schemas/live";
import { ZPost } from "../../domain/schemas/post";
import { buildApp } from "../../server/app";
import { publishDueDrafts } from "../../server/commands/drafts/publish-due";

import { caller, demoNewsroom, newChannel, newUser, publishPost } from "./helpers/demo";
import { appForFile, bearer, signIn, testConfig } from "./helpers/test-app";
import { secondHandle, testDbKind } from "./helpers/test-db";
import { listenOnPort0, openSse, type SseClient, type SseMessage } from "./live-sse";

const HOST = "newsroom.demo";
const open: SseClient[] = [];
const t = await appForFile({}, undefined, open);
const send = caller(t);
const base = await listenOnPort0(t.app);
const [admin, guest] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "guest")]);
const { newsroomId, matchDayId, electionId } = await demoNewsroom(t);

const publish = (jwt: string, channelId: string, title: string) =>
  publishPost(t, jwt, channelId, { title });

const channel = (name: string) => newChannel(t, newsroomId, name);

const userWith = (name: string, role: "user" | "guest", allow: RightName[]) =>
  newUser(t, { email: `${name}@ticker.local`, accountId: newsroomId, role, rights: { allow } });

async function stream(path: string, headers: Record<string, string> = {}, at = base) {
  const client = await openSse(`${at}/api${path}`, headers);
  open.push(client);
  return client;
}
const editorStream = (jwt: string, channelId: string, headers: Record<string, string> = {}) =>
  stream(`/live/${HOST}/${channelId}`, { ...bearer(jwt), ...headers });
const publicStream = (channelId: string, headers: Record<string, string> = {}, at = base) =>
  stream(`/live/public/${channelId}`, headers, at);

const parsed = (m: SseMessage) => ZLiveEvent.parse(JSON.parse(m.data));
const events = (c: SseClient) => c.messages.filter((m) => m.event !== "presence").map(parsed);
const byEntity = (type: string, id: string) => (m: SseMessage) =>
  m.event === type && parsed(m).entityId === id;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("editor stream", () => {
  it("carries publish, edit and delete with the post as data and invalidation keys", async () => {
    const ch = await channel("Live 1");
    const s = await editorStream(admin, ch);
    expect(s.status).toBe(200);
    expect(s.headers["content-type"]).toMatch(/^text\/event-stream/);
    const post = await publish(admin, ch, "Kick-off");
    const published = parsed(await s.waitFor(byEntity("post.published", post.id)));
    expect(published).toMatchObject({
      channelId: ch,
      audience: "public",
      version: post.version,
      invalidates: [`feed:${ch}`],
    });
    expect(ZPost.parse(published.data)).toMatchObject({ id: post.id, title: "Kick-off" });

    const edit = await send("PUT", `/posts/${HOST}/${ch}/${post.id}`, admin, {
      title: "Kick-off!",
      version: post.version,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const updated = parsed(await s.waitFor(byEntity("post.updated", post.id)));
    expect((updated.data as { title: string }).title).toBe("Kick-off!");

    const del = await send(
      "DELETE",
      `/posts/${HOST}/${ch}/${post.id}?version=${post.version + 1}`,
      admin,
    );
    expect(del.statusCode, del.body).toBe(204);
    const deleted = parsed(await s.waitFor(byEntity("post.deleted", post.id)));
    expect(deleted.data).toBeNull();

    // SSE framing: the id line is the event id, and ids only grow.
    const msgs = s.messages.filter((m) => m.event.startsWith("post."));
    expect(msgs.map((m) => m.id)).toEqual(msgs.map((m) => parsed(m).id));
    const ids = msgs.map((m) => Number(m.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it("records pin, highlight, top text, countdowns and rename", async () => {
    const ch = await channel("Live 2");
    const s = await editorStream(admin, ch);
    const post = await publish(admin, ch, "Pin me");
    await send("POST", `/posts/${HOST}/${ch}/${post.id}/pin`, admin, {
      pinned: true,
      version: post.version,
    });
    await s.waitFor(byEntity("post.pinned", post.id));
    const top = await send("PUT", `/channels/${HOST}/${ch}/top-text`, admin, {
      content: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "Hi" }] }],
      },
      version: 0,
    });
    expect(top.statusCode, top.body).toBe(200);
    const tt = parsed(await s.waitFor((m) => m.event === "topText.updated"));
    expect(tt.invalidates).toEqual([`topText:${ch}`]);
    const cd = await send("POST", `/countdowns/${HOST}/${ch}`, admin, {
      title: "Final",
      start: new Date(Date.now() + 60_000).toISOString(),
      end: new Date(Date.now() + 120_000).toISOString(),
    });
    expect(cd.statusCode, cd.body).toBe(201);
    await s.waitFor((m) => m.event === "countdown.created");
    const rn = await send("POST", `/channels/${HOST}/${ch}/rename?channelName=Renamed`, admin);
    expect(rn.statusCode, rn.body).toBe(200);
    const renamed = parsed(await s.waitFor((m) => m.event === "channel.renamed"));
    expect(renamed.data).toEqual({ name: "Renamed", archived: false, coverageEndedUtc: null });
    expect(renamed.invalidates).toContain("channels");
  });

  it("resumes from Last-Event-ID with no gap and no duplicate, even while events keep coming", async () => {
    const ch = await channel("Resume");
    const first = await editorStream(admin, ch);
    const p1 = await publish(admin, ch, "one");
    const e1 = await first.waitFor(byEntity("post.published", p1.id));
    first.close();
    // Published while disconnected.
    const missed = [await publish(admin, ch, "two"), await publish(admin, ch, "three")];
    // Reconnect while more are being published concurrently.
    const during = Promise.all([publish(admin, ch, "four"), publish(admin, ch, "five")]);
    const again = await editorStream(admin, ch, { "last-event-id": e1.id! });
    const more = await during;
    const after = await publish(admin, ch, "six");
    await again.waitFor(byEntity("post.published", after.id));
    const got = events(again).map((e) => e.entityId);
    const expected = [...missed, ...more, after].map((p) => p.id);
    expect(new Set(got).size).toBe(got.length);
    expect([...got].sort()).toEqual([...expected].sort());
    expect(got).not.toContain(p1.id);
    // In id order, matching the table.
    const ids = events(again).map((e) => Number(e.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);

    // ?lastEventId= works too (fetch-less clients).
    const q = await stream(`/live/${HOST}/${ch}?lastEventId=${e1.id}`, bearer(admin));
    await q.waitFor(byEntity("post.published", after.id));
    expect(events(q).map((e) => e.entityId)).toEqual(got);
  });

  it("refuses a guest another channel (403) and unknown channels (404), and needs a token", async () => {
    const other = await editorStream(guest, electionId);
    expect(other.status).toBe(403);
    const own = await editorStream(guest, matchDayId);
    expect(own.status).toBe(200);
    const unknown = await editorStream(admin, "00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    const anon = await stream(`/live/${HOST}/${matchDayId}`);
    expect(anon.status).toBe(401);
  });

  it("sends owner events only to the owner and editAllDrafts holders", async () => {
    const ch = await channel("Drafts live");
    const writer = await userWith("live-writer", "user", ["publish"]);
    const other = await userWith("live-other", "user", ["publish"]);
    const adminStream = await editorStream(admin, ch);
    const writerStream = await editorStream(writer.jwt, ch);
    const otherStream = await editorStream(other.jwt, ch);
    const created = await send("POST", `/drafts/${HOST}/${ch}`, writer.jwt, { title: "Secret" });
    expect(created.statusCode, created.body).toBe(200);
    const draftId = created.json<{ id: string }>().id;
    const ev = parsed(await writerStream.waitFor(byEntity("draft.created", draftId)));
    expect(ev).toMatchObject({
      audience: "owner",
      ownerId: writer.id,
      invalidates: [`drafts:${ch}`],
    });
    await adminStream.waitFor(byEntity("draft.created", draftId));
    // A public event after the draft: once the other editor sees it, it would have seen the draft.
    const marker = await publish(admin, ch, "marker");
    await otherStream.waitFor(byEntity("post.published", marker.id));
    expect(otherStream.messages.some((m) => m.event.startsWith("draft."))).toBe(false);
  });

  it("sends presence to the channel's other editors only", async () => {
    const ch = await channel("Presence");
    const a = await userWith("live-typist", "user", ["publish"]);
    const aStream = await editorStream(a.jwt, ch);
    const bStream = await editorStream(admin, ch);
    const res = await send("POST", `/live/${HOST}/${ch}/presence`, a.jwt, { state: "typing" });
    expect(res.statusCode, res.body).toBe(204);
    const p = await bStream.waitFor((m) => m.event === "presence");
    expect(JSON.parse(p.data)).toMatchObject({
      channelId: ch,
      userId: a.id,
      displayName: "live-typist",
      state: "typing",
    });
    await sleep(100);
    expect(aStream.messages.some((m) => m.event === "presence")).toBe(false);
    const forbidden = await send("POST", `/live/${HOST}/${electionId}/presence`, guest, {
      state: "typing",
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe("public stream", () => {
  it("carries published posts of its channel only, never drafts", async () => {
    const ch = await channel("Public A");
    const otherCh = await channel("Public B");
    const reader = await publicStream(ch);
    expect(reader.status).toBe(200);
    const draft = await send("POST", `/drafts/${HOST}/${ch}`, admin, { title: "Not yet" });
    expect(draft.statusCode).toBe(200);
    await publish(admin, otherCh, "elsewhere");
    const post = await publish(admin, ch, "Here");
    await reader.waitFor(byEntity("post.published", post.id));
    const evs = events(reader);
    expect(evs.every((e) => e.audience === "public" && e.channelId === ch)).toBe(true);
    expect(evs.map((e) => e.type)).toEqual(["post.published"]);

    // Publishing the draft: the post reaches readers, draft.published does not.
    const d = draft.json<{ id: string; version: number }>();
    const pub = await send("POST", `/drafts/${HOST}/${ch}/${d.id}/publish`, admin, {
      version: d.version,
    });
    expect(pub.statusCode, pub.body).toBe(200);
    const fromDraft = pub.json<{ id: string }>().id;
    await reader.waitFor(byEntity("post.published", fromDraft));
    expect(reader.messages.some((m) => m.event.startsWith("draft."))).toBe(false);

    // Replay filters the same way.
    const replay = await publicStream(ch, { "last-event-id": "0" });
    await replay.waitFor(byEntity("post.published", fromDraft));
    expect(events(replay).map((e) => e.type)).toEqual(["post.published", "post.published"]);
  });

  it("answers 404 for unknown and archived channels, and closes on archive", async () => {
    expect((await publicStream("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await publicStream("not-a-uuid")).status).toBe(404);
    const ch = await channel("To archive");
    const reader = await publicStream(ch);
    const editor = await editorStream(admin, ch);
    const res = await send("POST", `/channels/${HOST}/${ch}/archive`, admin);
    expect(res.statusCode, res.body).toBe(200);
    await reader.waitFor((m) => m.event === "channel.archived");
    await reader.waitEnd();
    await editor.waitFor((m) => m.event === "channel.archived");
    await editor.waitEnd();
    expect((await publicStream(ch)).status).toBe(404);
  });

  it("has no key recovery path without GRIP: only the proxy's recovery asks it", async () => {
    const ch = await channel("No proxy");
    const res = await t.app.inject({
      method: "GET",
      url: `/api/live/public/${ch}/key/${crypto.randomUUID()}`,
      headers: { "grip-sig": "anything" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorKey: "not-found" });
  });

  it("gets scheduled publications from the scheduler", async () => {
    const ch = await channel("Scheduled live");
    const reader = await publicStream(ch);
    const editor = await editorStream(admin, ch);
    const created = await send("POST", `/drafts/${HOST}/${ch}`, admin, { title: "Later" });
    const draftId = created.json<{ id: string }>().id;
    await t.db.db
      .updateTable("drafts")
      .set({ scheduled_utc: new Date(Date.now() - 1000) })
      .where("id", "=", draftId)
      .execute();
    const [postId] = await publishDueDrafts(t.db.db);
    await reader.waitFor(byEntity("post.published", postId!));
    await editor.waitFor(byEntity("draft.published", draftId));
  });

  it("serves changes since an id with ETag, Cache-Control and 304", async () => {
    const ch = await channel("Changes");
    await send("POST", `/drafts/${HOST}/${ch}`, admin, { title: "hidden" });
    const a = await publish(admin, ch, "a");
    const b = await publish(admin, ch, "b");
    const url = `/api/live/public/${ch}/changes?since=0`;
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=2");
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    // The tag names the bytes sent.
    expect(res.headers.etag).toBe(`"${createHash("sha1").update(res.body).digest("base64url")}"`);
    const body = ZChangesResponse.parse(res.json());
    expect(body.events.map((e) => e.entityId)).toEqual([a.id, b.id]);
    expect(body.last).toBe(body.events[1]!.id);
    const etag = String(res.headers.etag);
    const again = await t.app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    const next = await t.app.inject({
      method: "GET",
      url: `/api/live/public/${ch}/changes?since=${body.last}`,
    });
    expect(ZChangesResponse.parse(next.json())).toEqual({ events: [], last: body.last });
    const c = await publish(admin, ch, "c");
    const changed = await t.app.inject({
      method: "GET",
      url: `/api/live/public/${ch}/changes?since=${body.last}`,
      headers: { "if-none-match": String(next.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(ZChangesResponse.parse(changed.json()).events.map((e) => e.entityId)).toEqual([c.id]);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/live/public/nope/changes" })).statusCode,
    ).toBe(404);
  });
});

describe("several processes", () => {
  it(`delivers a post published through app A to a reader on app B (${testDbKind})`, async () => {
    const handle = await secondHandle(t.db.db, 2);
    const other = await buildApp({ config: testConfig(), db: handle.db, logger: false });
    try {
      const otherBase = await listenOnPort0(other);
      const ch = await channel("Two processes");
      const reader = await publicStream(ch, {}, otherBase);
      expect(reader.status).toBe(200);
      const post = await publish(admin, ch, "via A");
      const got = parsed(await reader.waitFor(byEntity("post.published", post.id)));
      expect(got.channelId).toBe(ch);

      // Presence crosses processes too (PostgreSQL NOTIFY; PGlite is one process).
      if (testDbKind === "postgres") {
        const ed = await stream(`/live/${HOST}/${ch}`, bearer(admin), otherBase);
        const typist = await userWith("live-remote-typist", "user", ["publish"]);
        await send("POST", `/live/${HOST}/${ch}/presence`, typist.jwt, { state: "typing" });
        await ed.waitFor((m) => m.event === "presence");
      }
      // Closing B ends its streams.
      await other.close();
      await reader.waitEnd();
    } finally {
      await other.close();
      await handle.close();
    }
  });
});
