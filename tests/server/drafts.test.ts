import { describe, expect, it } from "vitest";
import type { RightName } from "../../domain/roles";
import { ZDraft, ZDraftList } from "../../domain/schemas/draft";
import { ZFeedPage, ZPost, ZStaleVersionResponse } from "../../domain/schemas/post";
import { demoApp, demoNewsroom, newUser } from "./helpers/demo";
import { expectError } from "./helpers/test-app";

const { t, call: send, admin, editor, guest } = await demoApp();
const { newsroomId, matchDayId, electionId } = await demoNewsroom(t);

const HOST = "newsroom.demo";

const userWith = (name: string, allow: RightName[]) =>
  newUser(t, {
    email: `${name}@ticker.local`,
    accountId: newsroomId,
    role: "user",
    rights: { allow },
  });

async function createDraft(jwt: string, channelId: string, body: object) {
  const res = await send("POST", `/drafts/${HOST}/${channelId}`, jwt, body);
  expect(res.statusCode, res.body).toBe(200);
  return ZDraft.parse(res.json());
}

const list = async (jwt: string, channelId: string) => {
  const res = await send("GET", `/drafts/${HOST}/${channelId}`, jwt);
  expect(res.statusCode, res.body).toBe(200);
  return ZDraftList.parse(res.json());
};

const future = (ms = 3_600_000) => new Date(Date.now() + ms).toISOString();

describe("drafts", () => {
  it("creates, lists, updates, schedules, cancels and deletes a draft", async () => {
    const draft = await createDraft(admin, electionId, {
      title: "Draft one",
      content: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "Body" }] }],
      },
    });
    expect(draft).toMatchObject({
      title: "Draft one",
      version: 1,
      scheduledUtc: null,
      authorName: "Ada Admin",
    });
    expect(draft.html).toBe("<p>Body</p>");
    expect((await list(admin, electionId)).map((d) => d.id)).toContain(draft.id);

    const base = `/drafts/${HOST}/${electionId}/${draft.id}`;
    let res = await send("PUT", base, admin, { title: "Draft one, edited", version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZDraft.parse(res.json())).toMatchObject({ title: "Draft one, edited", version: 2 });

    const when = future();
    res = await send("POST", `${base}/schedule`, admin, { scheduledUtc: when, version: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZDraft.parse(res.json())).toMatchObject({ scheduledUtc: when, version: 3 });
    // Editing keeps the schedule.
    res = await send("PUT", base, admin, { title: "Draft one, again", version: 3 });
    expect(ZDraft.parse(res.json()).scheduledUtc).toBe(when);

    res = await send("POST", `${base}/cancel-schedule`, admin, { version: 4 });
    expect(ZDraft.parse(res.json())).toMatchObject({ scheduledUtc: null, version: 5 });

    expect((await send("DELETE", `${base}?version=5`, admin)).statusCode).toBe(204);
    expect((await list(admin, electionId)).map((d) => d.id)).not.toContain(draft.id);
    expectError(await send("DELETE", `${base}?version=6`, admin), 404, "not-found");
  });

  it("publishes a draft now: it leaves the drafts and heads the feed", async () => {
    const draft = await createDraft(editor, electionId, { title: "Ready", tags: ["Live"] });
    const res = await send("POST", `/drafts/${HOST}/${electionId}/${draft.id}/publish`, editor, {
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const post = ZPost.parse(res.json());
    expect(post).toMatchObject({
      title: "Ready",
      tags: ["Live"],
      authorName: "Ed Editor",
      version: 1,
    });
    expect((await list(editor, electionId)).map((d) => d.id)).not.toContain(draft.id);
    const feed = ZFeedPage.parse(
      (await send("GET", `/posts/${HOST}/${electionId}`, editor)).json(),
    );
    expect(feed.items[0]!.id).toBe(post.id);
    // Publishing again finds nothing to publish.
    expectError(
      await send("POST", `/drafts/${HOST}/${electionId}/${draft.id}/publish`, editor, {
        version: 2,
      }),
      404,
      "not-found",
    );
  });

  it("answers the validation messages", async () => {
    const url = `/drafts/${HOST}/${electionId}`;
    expectError(await send("POST", url, admin, {}), 400, "title-or-content-required");
    expectError(await send("POST", url, admin, { title: " " }), 400, "title-empty");
    expectError(
      await send("POST", url, admin, {
        title: "x",
        content: { type: "doc", content: [{ type: "iframe" }] },
      }),
      400,
      "invalid-content",
    );
    expectError(
      await send("POST", url, admin, {
        title: "x",
        authorId: "00000000-0000-4000-8000-000000000000",
      }),
      400,
      "author-not-found",
    );
    expectError(
      await send("POST", url, admin, {
        content: {
          type: "doc",
          content: [{ type: "embed", attrs: { provider: "twitter", url: "https://x.com/home" } }],
        },
      }),
      400,
      "embed-tweet-invalid",
    );
    const draft = await createDraft(admin, electionId, { title: "When?" });
    expectError(
      await send("POST", `${url}/${draft.id}/schedule`, admin, {
        scheduledUtc: new Date(Date.now() - 60_000).toISOString(),
        version: 1,
      }),
      400,
      "schedule-in-past",
    );
    expectError(
      await send("POST", `${url}/${draft.id}/schedule`, admin, {
        scheduledUtc: "tomorrow",
        version: 1,
      }),
      400,
      "validation-failed",
    );
  });

  it("answers 409 stale-version with the current draft", async () => {
    const draft = await createDraft(admin, electionId, { title: "v1" });
    const base = `/drafts/${HOST}/${electionId}/${draft.id}`;
    expect((await send("PUT", base, admin, { title: "v2", version: 1 })).statusCode).toBe(200);
    for (const [method, url, body] of [
      ["PUT", base, { title: "v2 elsewhere", version: 1 }],
      ["POST", `${base}/schedule`, { scheduledUtc: future(), version: 1 }],
      ["POST", `${base}/cancel-schedule`, { version: 1 }],
      ["POST", `${base}/publish`, { version: 1 }],
      ["DELETE", `${base}?version=1`, undefined],
    ] as const) {
      const res = await send(method, url, admin, body);
      expect(res.statusCode, url).toBe(409);
      const parsed = ZStaleVersionResponse.parse(res.json());
      expect(ZDraft.parse(parsed.current)).toMatchObject({ title: "v2", version: 2 });
    }
  });
});

describe("draft rights", () => {
  it("shows a user only its own drafts unless it holds editAllDrafts", async () => {
    const adminDraft = await createDraft(admin, matchDayId, { title: "Admin's draft" });
    const plain = await userWith("plain", ["publish"]);
    const own = await createDraft(plain.jwt, matchDayId, { title: "Plain's draft" });
    expect((await list(plain.jwt, matchDayId)).map((d) => d.id)).toEqual([own.id]);
    // The demo editor holds editAllDrafts: it sees and edits everyone's.
    const all = (await list(editor, matchDayId)).map((d) => d.id);
    expect(all).toEqual(expect.arrayContaining([adminDraft.id, own.id]));
    const base = `/drafts/${HOST}/${matchDayId}/${adminDraft.id}`;
    expect((await send("PUT", base, editor, { title: "Fixed by Ed", version: 1 })).statusCode).toBe(
      200,
    );
    // Without it: no edit, delete, schedule or publish of others' drafts.
    expectError(await send("PUT", base, plain.jwt, { title: "x", version: 2 }), 403, "forbidden");
    expectError(await send("DELETE", `${base}?version=2`, plain.jwt), 403, "forbidden");
    expectError(await send("POST", `${base}/publish`, plain.jwt, { version: 2 }), 403, "forbidden");
    expectError(
      await send("POST", `${base}/schedule`, plain.jwt, { scheduledUtc: future(), version: 2 }),
      403,
      "forbidden",
    );
    expectError(
      await send("POST", `${base}/cancel-schedule`, plain.jwt, { version: 2 }),
      403,
      "forbidden",
    );
  });

  it("lets a user without publish keep drafts but not publish or schedule them", async () => {
    const writer = await userWith("writer", ["editAllDrafts"]);
    const draft = await createDraft(writer.jwt, electionId, { title: "Mine" });
    const base = `/drafts/${HOST}/${electionId}/${draft.id}`;
    expectError(
      await send("POST", `${base}/publish`, writer.jwt, { version: 1 }),
      403,
      "forbidden",
    );
    expectError(
      await send("POST", `${base}/schedule`, writer.jwt, { scheduledUtc: future(), version: 1 }),
      403,
      "forbidden",
    );
    expect(
      (await send("PUT", base, writer.jwt, { title: "Mine, edited", version: 1 })).statusCode,
    ).toBe(200);
  });

  it("confines a guest to its channel", async () => {
    expectError(await send("GET", `/drafts/${HOST}/${electionId}`, guest), 403, "forbidden");
    expectError(
      await send("POST", `/drafts/${HOST}/${electionId}`, guest, { title: "x" }),
      403,
      "forbidden",
    );
    const draft = await createDraft(guest, matchDayId, { title: "Guest's" });
    const res = await send("POST", `/drafts/${HOST}/${matchDayId}/${draft.id}/publish`, guest, {
      version: 1,
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers 404 for unknown drafts and 400 for archived channels", async () => {
    const unknown = "00000000-0000-4000-8000-000000000009";
    expectError(
      await send("PUT", `/drafts/${HOST}/${electionId}/${unknown}`, admin, {
        title: "x",
        version: 1,
      }),
      404,
      "not-found",
    );
    const archived = await t.repos.channels.insert({
      account_id: newsroomId,
      name: "Gone",
      archived: true,
    });
    expectError(
      await send("POST", `/drafts/${HOST}/${archived.id}`, admin, { title: "x" }),
      400,
      "channel-archived",
    );
  });
});
