import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_MAX_DEPTH } from "../../domain/constants";
import { ZPost } from "../../domain/schemas/post";
import { rowCounts } from "./helpers/row-counts";
import { bearer, createTestApp, expectError, signIn, type TestContext } from "./helpers/test-app";
import { multipartFile } from "./helpers/uploads";

/** Input that once reached PostgreSQL or a recursive validator and answered 500. */

let t: TestContext;
let admin: string;
let matchDayId: string;
const H = "newsroom.demo";
const json = { "content-type": "application/json" };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  const newsroom = (await t.repos.accounts.findByKey("demo", "newsroom"))!;
  matchDayId = (await t.repos.channels.listActive(newsroom.id)).find(
    (c) => c.name === "Match day",
  )!.id;
});
afterAll(() => t.close());

const post = (url: string, payload: string, headers: Record<string, string> = json) =>
  t.app.inject({ method: "POST", url, headers: { ...bearer(admin), ...headers }, payload });

describe("text no column can store", () => {
  it("refuses NUL and lone surrogates in JSON values and keys, writing nothing", async () => {
    const before = await rowCounts(t.db.db);
    for (const body of [
      '{"name":"a\\u0000b"}',
      '{"name":"\\ud800"}',
      '{"name":"x\\udfff"}',
      '{"name":"ok","\\u0000":1}',
    ]) {
      expectError(await post(`/api/tags/${H}`, body), 400, "invalid-characters");
    }
    expect(await rowCounts(t.db.db)).toEqual(before);
    // A pair of surrogates is one ordinary character (here an emoji).
    expect((await post(`/api/tags/${H}`, '{"name":"Goal \\ud83d\\ude00"}')).statusCode).toBe(201);
  });

  it("refuses them in path parameters and query strings, also without a token", async () => {
    for (const url of [
      "/api/accounts/demo/%00",
      "/api/invitations/public/%00/code",
      "/api/accounts/demo/%ED%A0%80",
      "/api/accounts/demo/%C0",
      `/api/users/${H}/search?q=%00`,
    ]) {
      expectError(await t.app.inject({ url }), 400, "invalid-characters");
    }
    expectError(
      await t.app.inject({ url: `/api/users/${H}/search?q=a%00`, headers: bearer(admin) }),
      400,
      "invalid-characters",
    );
  });
});

describe("numbers beyond the database's integers", () => {
  it("refuses a version of 2^31 or more as invalid, not as a database failure", async () => {
    const created = await post(`/api/posts/${H}/${matchDayId}`, '{"title":"Kick-off"}');
    const { id } = ZPost.parse(created.json());
    const pin = (version: number) =>
      post(`/api/posts/${H}/${matchDayId}/${id}/pin`, JSON.stringify({ version, pinned: true }));
    expect(expectError(await pin(2 ** 31), 400, "validation-failed").fields).toHaveProperty(
      "version",
    );
    expectError(
      await t.app.inject({
        method: "DELETE",
        url: `/api/posts/${H}/${matchDayId}/${id}?version=2147483648`,
        headers: bearer(admin),
      }),
      400,
      "validation-failed",
    );
  });

  it("refuses a since or Last-Event-ID beyond 2^53", async () => {
    const changes = (since: string) =>
      t.app.inject({ url: `/api/live/public/${matchDayId}/changes?since=${since}` });
    expect((await changes("9007199254740991")).statusCode).toBe(200);
    for (const since of ["9223372036854775808", "99999999999999999999"]) {
      expectError(await changes(since), 400, "validation-failed");
    }
  });
});

describe("request bodies", () => {
  it("refuses JSON nested deeper than JSON_MAX_DEPTH", async () => {
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const url = `/api/posts/${H}/${matchDayId}`;
    expectError(await post(url, nested(JSON_MAX_DEPTH + 1)), 400, "json-too-deep");
    // A post whose content nests 20 000 blockquotes once overflowed the validator's stack.
    let content = '{"type":"paragraph"}';
    for (let i = 0; i < 20_000; i++) content = `{"type":"blockquote","content":[${content}]}`;
    const deepDoc = `{"content":{"type":"doc","content":[${content}]}}`;
    expectError(await post(url, deepDoc), 400, "json-too-deep");
    // Brackets inside strings are text, not nesting.
    const title = JSON.stringify({ title: "[".repeat(JSON_MAX_DEPTH * 2) });
    expect((await post(url, title)).statusCode).toBe(200);
  });

  it("accepts a body-less POST labelled application/json", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/unbind-google",
      headers: { ...bearer(admin), ...json },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Where a body is required, its absence is a validation failure, not unreadable JSON.
    expectError(await post(`/api/tags/${H}`, ""), 400, "validation-failed");
  });

  it("answers a multipart body without a boundary, or cut short, with bad-request", async () => {
    const url = "/api/profile/avatar";
    expectError(
      await post(url, "x", { "content-type": "multipart/form-data" }),
      400,
      "bad-request",
    );
    const { payload, headers } = multipartFile(Buffer.from("not finished"));
    expectError(await post(url, payload.subarray(0, 60).toString(), headers), 400, "bad-request");
  });
});
