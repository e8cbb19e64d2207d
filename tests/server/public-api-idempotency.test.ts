import type { OpenAPIV3_1 } from "openapi-types";
import { describe, expect, it } from "vitest";
import { ZFeedPage, ZPost } from "../../domain/schemas/post";
import { publicApiPaths } from "../../domain/schemas/public-api";
import { demoAdminKey } from "./helpers/api-keys";
import { demoNewsroom } from "./helpers/demo";
import { appForFile, bearer, expectError, signIn } from "./helpers/test-app";

/**
 * Publishing with an API key goes through the editor's write (runWrite): an Idempotency-Key
 * makes a retry answer the first answer, and publish nothing more.
 */

const t = await appForFile();
const { newsroomId, matchDayId: matchDay } = await demoNewsroom(t);
let seq = 0;

async function newKey() {
  seq += 1;
  return demoAdminKey(t, newsroomId, `idempotent-key-${seq}`, `Wire ${seq}`);
}

const publish = (apiKey: string, payload: object, idempotencyKey?: string) =>
  t.app.inject({
    method: "POST",
    url: publicApiPaths.posts(matchDay),
    headers: {
      "x-api-key": apiKey,
      ...(idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey }),
    },
    payload,
  });

/** How many posts of the channel carry this title (the feed's first page is enough here). */
async function postsTitled(title: string, apiKey: string): Promise<number> {
  const res = await t.app.inject({
    method: "GET",
    url: `${publicApiPaths.posts(matchDay)}?limit=100`,
    headers: { "x-api-key": apiKey },
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZFeedPage.parse(res.json()).items.filter((p) => p.title === title).length;
}

async function activityFor(postId: string): Promise<number> {
  const log = await t.app.inject({
    method: "GET",
    url: "/api/accounts/newsroom.demo/activity?action=api-key.publish",
    headers: bearer(await signIn(t.app, "admin")),
  });
  expect(log.statusCode, log.body).toBe(200);
  return log
    .json<{ items: { details: { postId?: string } }[] }>()
    .items.filter((e) => e.details.postId === postId).length;
}

describe("public API publishing with an Idempotency-Key", () => {
  it("answers a retry after the first request applied with the same post, and publishes once", async () => {
    const key = await newKey();
    const first = await publish(key.apiKey, { title: "Penalty!" }, "wire-1:penalty");
    expect(first.statusCode, first.body).toBe(201);
    const post = ZPost.parse(first.json());
    expect(first.headers["idempotent-replay"]).toBeUndefined();

    // The answer was lost on the way: the wire sends the same request again.
    const retry = await publish(key.apiKey, { title: "Penalty!" }, "wire-1:penalty");
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers["idempotent-replay"]).toBe("true");
    expect(ZPost.parse(retry.json())).toEqual(post);

    expect(await postsTitled("Penalty!", key.apiKey)).toBe(1);
    expect(await activityFor(post.id)).toBe(1);
    const events = await t.db.db
      .selectFrom("events")
      .select("type")
      .where("entity_id", "=", post.id)
      .execute();
    expect(events.map((e) => e.type)).toEqual(["post.published"]);
  });

  it("refuses the same key on a different request, and publishes nothing for it", async () => {
    const key = await newKey();
    expect((await publish(key.apiKey, { title: "Corner" }, "wire-2")).statusCode).toBe(201);
    expectError(
      await publish(key.apiKey, { title: "Another corner" }, "wire-2"),
      409,
      "idempotency-key-reused",
    );
    expect(await postsTitled("Another corner", key.apiKey)).toBe(0);
  });

  it("keeps keys apart per API key and from a user's keys, and publishes twice without one", async () => {
    const one = await newKey();
    const two = await newKey();
    const a = ZPost.parse((await publish(one.apiKey, { title: "Half time" }, "shared")).json());
    const b = ZPost.parse((await publish(two.apiKey, { title: "Half time" }, "shared")).json());
    expect(a.id).not.toBe(b.id);

    // An editor's own write with the same key string is theirs, not the API key's.
    const editor = await t.app.inject({
      method: "POST",
      url: `/api/posts/newsroom.demo/${matchDay}`,
      headers: { ...bearer(await signIn(t.app, "admin")), "idempotency-key": "shared" },
      payload: { title: "Half time" },
    });
    expect(editor.statusCode, editor.body).toBe(200);
    expect(ZPost.parse(editor.json()).id).not.toBe(a.id);

    expect((await publish(one.apiKey, { title: "Full time" })).statusCode).toBe(201);
    expect((await publish(one.apiKey, { title: "Full time" })).statusCode).toBe(201);
    expect(await postsTitled("Full time", one.apiKey)).toBe(2);
  });

  it("refuses a malformed key before anything is written", async () => {
    const key = await newKey();
    const res = await publish(key.apiKey, { title: "Offside" }, "no spaces allowed");
    expect(res.statusCode).toBe(400);
    expect(await postsTitled("Offside", key.apiKey)).toBe(0);
  });

  it("documents the header in the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    const doc = res.json<OpenAPIV3_1.Document>();
    const operation = doc.paths?.["/api/public/v1/channels/{channelId}/posts"]?.post;
    const header = ((operation?.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).find(
      (p) => p.in === "header" && p.name === "idempotency-key",
    );
    expect(header).toMatchObject({ required: false });
    expect(header).toMatchObject({ schema: { type: "string" } });
    expect(operation?.description).toContain("Idempotency-Key");
  });
});
