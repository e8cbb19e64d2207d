import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZDraft } from "../../domain/schemas/draft";
import { IDEMPOTENCY_HEADER, ZPost } from "../../domain/schemas/post";
import { bearer, createTestApp, expectError, signIn, type TestContext } from "./helpers/test-app";

let t: TestContext;
let admin: string;
let editor: string;
let channelId: string;
let accountId: string;

const send = (method: "POST" | "PUT", url: string, jwt: string, payload: object, key?: string) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(jwt), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    payload,
  });

const count = async (table: "posts" | "drafts") =>
  Number(
    (
      await t.db.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("channel_id", "=", channelId)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "editor")]);
  const account = await t.repos.accounts.findByKey("demo", "newsroom");
  accountId = account!.id;
  channelId = (await t.repos.channels.insert({ account_id: accountId, name: "Outbox" })).id;
});
afterAll(() => t.close());

describe("idempotency-key", () => {
  it("replays a draft create: same status and body, one row", async () => {
    const url = `/drafts/newsroom.demo/${channelId}`;
    const first = await send("POST", url, admin, { title: "Offline draft" }, "draft-create-1");
    expect(first.statusCode).toBe(200);
    const again = await send("POST", url, admin, { title: "Offline draft" }, "draft-create-1");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replay"]).toBe("true");
    expect(await count("drafts")).toBe(1);
    // Without a key every request is its own write.
    await send("POST", url, admin, { title: "Offline draft" });
    expect(await count("drafts")).toBe(2);
  });

  it("replays a draft update once, even after a later edit", async () => {
    const created = ZDraft.parse(
      (await send("POST", `/drafts/newsroom.demo/${channelId}`, admin, { title: "v1" })).json(),
    );
    const url = `/drafts/newsroom.demo/${channelId}/${created.id}`;
    const first = await send("PUT", url, admin, { title: "v2", version: 1 }, "draft-edit-1");
    expect(ZDraft.parse(first.json()).version).toBe(2);
    const replay = await send("PUT", url, admin, { title: "v2", version: 1 }, "draft-edit-1");
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const current = await t.repos.drafts.find(channelId, created.id);
    expect(current!.version).toBe(2);
  });

  it("replays a publish: one post", async () => {
    const url = `/posts/newsroom.demo/${channelId}`;
    const before = await count("posts");
    const responses = await Promise.all(
      [1, 2, 3].map(() => send("POST", url, admin, { title: "Once" }, "publish-once")),
    );
    for (const r of responses) expect(r.statusCode).toBe(200);
    const ids = new Set(responses.map((r) => ZPost.parse(r.json()).id));
    expect(ids.size).toBe(1);
    expect(await count("posts")).toBe(before + 1);
  });

  it("replays a post update: one new version, the same answer", async () => {
    const url = `/posts/newsroom.demo/${channelId}`;
    const post = ZPost.parse((await send("POST", url, admin, { title: "Before" })).json());
    const edit = { title: "After", version: post.version };
    const first = await send("PUT", `${url}/${post.id}`, admin, edit, "update-once");
    expect(first.statusCode).toBe(200);
    const again = await send("PUT", `${url}/${post.id}`, admin, edit, "update-once");
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replay"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(ZPost.parse(again.json()).version).toBe(post.version + 1);
    const stored = await t.db.db
      .selectFrom("posts")
      .select(["version", "title"])
      .where("id", "=", post.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ version: post.version + 1, title: "After" });
  });

  it("stores nothing for a stale update: its retry over the newer version goes through", async () => {
    const url = `/posts/newsroom.demo/${channelId}`;
    const post = ZPost.parse((await send("POST", url, admin, { title: "Base" })).json());
    const theirs = { title: "Theirs", version: post.version };
    expect((await send("PUT", `${url}/${post.id}`, admin, theirs)).statusCode).toBe(200);
    const stale = { title: "Mine", version: post.version };
    expectError(
      await send("PUT", `${url}/${post.id}`, admin, stale, "stale-key"),
      409,
      "stale-version",
    );
    const mine = { title: "Mine", version: post.version + 1 };
    const res = await send("PUT", `${url}/${post.id}`, admin, mine, "stale-key");
    expect(res.statusCode).toBe(200);
    expect(ZPost.parse(res.json()).title).toBe("Mine");
  });

  it("replays a draft's publish: one post", async () => {
    const drafts = `/drafts/newsroom.demo/${channelId}`;
    const draft = ZDraft.parse((await send("POST", drafts, admin, { title: "To publish" })).json());
    const before = await count("posts");
    const body = { version: draft.version };
    const first = await send("POST", `${drafts}/${draft.id}/publish`, admin, body, "k.publish");
    expect(first.statusCode).toBe(200);
    const again = await send("POST", `${drafts}/${draft.id}/publish`, admin, body, "k.publish");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await count("posts")).toBe(before + 1);
  });

  it("replays a channel create: one channel", async () => {
    const channels = async () => (await t.repos.channels.listActive(accountId)).length;
    const before = await channels();
    const create = () => send("POST", "/channels/newsroom.demo", admin, { name: "Once" }, "ch-1");
    const first = await create();
    expect(first.statusCode).toBe(201);
    const again = await create();
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replay"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await channels()).toBe(before + 1);
  });

  it("answers 409 idempotency-key-reused for the same key with another body or route", async () => {
    const url = `/drafts/newsroom.demo/${channelId}`;
    expect((await send("POST", url, admin, { title: "A" }, "reused-key")).statusCode).toBe(200);
    expectError(
      await send("POST", url, admin, { title: "B" }, "reused-key"),
      409,
      "idempotency-key-reused",
    );
    expectError(
      await send("POST", `/posts/newsroom.demo/${channelId}`, admin, { title: "A" }, "reused-key"),
      409,
      "idempotency-key-reused",
    );
  });

  it("keeps keys per user and stores nothing for a failed write", async () => {
    const url = `/drafts/newsroom.demo/${channelId}`;
    expect((await send("POST", url, admin, { title: "Admin" }, "shared-key")).statusCode).toBe(200);
    const res = await send("POST", url, editor, { title: "Editor" }, "shared-key");
    expect(ZDraft.parse(res.json()).title).toBe("Editor");
    // A refused request is not stored: fixing it and retrying with the key works.
    expectError(await send("POST", url, admin, { title: " " }, "retry-key"), 400, "title-empty");
    expectError(await send("POST", url, admin, { title: " " }, "retry-key"), 400, "title-empty");
    const ok = await send("POST", url, admin, { title: "Fixed" }, "retry-key");
    expect(ok.statusCode).toBe(200);
  });

  it("rejects malformed keys", async () => {
    const url = `/drafts/newsroom.demo/${channelId}`;
    expectError(
      await send("POST", url, admin, { title: "x" }, "bad key with spaces"),
      400,
      "bad-request",
    );
  });
});
