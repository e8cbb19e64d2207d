import { describe, expect, it } from "vitest";
import { ZChangesResponse } from "../../domain/schemas/live";
import { ZFeedPage, ZPost } from "../../domain/schemas/post";
import { publicApiPaths } from "../../domain/schemas/public-api";
import { demoAdminKey } from "./helpers/api-keys";
import { demoNewsroom } from "./helpers/demo";
import { appForFile, bearer, createTestApp, expectError, signIn } from "./helpers/test-app";
import { listenOnPort0, openSse } from "./live-sse";

/** The public API over a real database and, for the stream, real HTTP. */

const RATE_LIMIT = 30;
const t = await appForFile({ API_KEY_RATE_PER_MINUTE: String(RATE_LIMIT) });
const { newsroomId, matchDayId: matchDay, electionId: electionNight } = await demoNewsroom(t);
const sports = (await t.repos.accounts.findByKey("demo", "sports"))!;
const sportsChannel = (await t.repos.channels.create(sports.id, "Cup final")).id;
const adminJwt = await signIn(t.app, "admin");
let seq = 0;

let listening: Promise<string> | null = null;
/** The test app on a real port (streams need one), started once. */
const baseUrl = () => {
  listening ??= listenOnPort0(t.app);
  return listening;
};

/** A fresh key of the newsroom account (each test its own, so rate limits stay apart). */
async function newKey(accountId = newsroomId) {
  seq += 1;
  return demoAdminKey(t, accountId, `public-api-test-key-${seq}`, `Score feed ${seq}`);
}

const get = (url: string, key?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { ...(key === undefined ? {} : { "x-api-key": key }), ...headers },
  });
const publish = (key: string, channelId: string, payload: object) =>
  t.app.inject({
    method: "POST",
    url: publicApiPaths.posts(channelId),
    headers: { "x-api-key": key, origin: "https://scores.example" },
    payload,
  });

describe("public API authentication", () => {
  it("refuses a missing, unknown or deleted key with 401 and an errorKey, CORS headers included", async () => {
    const missing = await get(publicApiPaths.channels());
    expectError(missing, 401, "api-key-missing");
    expect(missing.headers["access-control-allow-origin"]).toBe("*");
    expectError(await get(publicApiPaths.channels(), "no-such-key-at-all"), 401, "api-key-invalid");
    // A bearer token is not a key.
    expectError(
      await get(publicApiPaths.channels(), undefined, bearer(adminJwt)),
      401,
      "api-key-missing",
    );

    const key = await newKey();
    expect((await get(publicApiPaths.channels(), key.apiKey)).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/accounts/newsroom.demo/api-keys/${key.id}`,
      headers: bearer(adminJwt),
    });
    expect(removed.statusCode).toBe(204);
    // Deleted: refused on the very next request.
    expectError(await get(publicApiPaths.channels(), key.apiKey), 401, "api-key-invalid");
  });

  it("keeps a key to its own account: another account's channel is 403, an unknown one 404", async () => {
    const key = await newKey();
    expectError(
      await get(publicApiPaths.posts(sportsChannel), key.apiKey),
      403,
      "api-key-foreign-channel",
    );
    expectError(
      await get(publicApiPaths.changes(sportsChannel), key.apiKey),
      403,
      "api-key-foreign-channel",
    );
    expectError(
      await publish(key.apiKey, sportsChannel, { title: "Not ours" }),
      403,
      "api-key-foreign-channel",
    );
    expectError(
      await get(publicApiPaths.posts("5d1c8f8e-3b7a-4c1e-9d0a-2f6b8e4a7c31"), key.apiKey),
      404,
      "not-found",
    );
    expect(await t.repos.posts.feed(sportsChannel, { after: null, limit: 5 })).toMatchObject({
      rows: [],
    });
  });

  it("limits each key per minute (429 with Retry-After), without slowing other keys", async () => {
    const key = await newKey();
    for (let i = 1; i <= RATE_LIMIT; i++) {
      const res = await get(publicApiPaths.channels(), key.apiKey);
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-ratelimit-remaining"]).toBe(String(RATE_LIMIT - i));
    }
    const limited = await get(publicApiPaths.channels(), key.apiKey);
    expectError(limited, 429, "rate-limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["access-control-allow-origin"]).toBe("*");
    const other = await newKey();
    expect((await get(publicApiPaths.channels(), other.apiKey)).statusCode).toBe(200);
  });

  it("answers CORS preflights from any origin without a key", async () => {
    const res = await t.app.inject({
      method: "OPTIONS",
      url: publicApiPaths.posts(matchDay),
      headers: {
        origin: "https://scores.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "x-api-key, content-type",
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["access-control-allow-headers"]).toContain("x-api-key");
    expect(res.headers["access-control-allow-methods"]).toContain("POST");
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
    // The app's own routes stay same-origin.
    const app = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(app.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("public API reads", () => {
  it("lists the account's live channels only", async () => {
    const key = await newKey();
    const res = await get(publicApiPaths.channels(), key.apiKey);
    expect(res.statusCode).toBe(200);
    const names = res.json<{ name: string }[]>().map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Match day", "Election night"]));
    expect(names).not.toContain("Cup final");
  });

  it("pages a channel's posts with a cursor", async () => {
    const key = await newKey();
    for (const title of ["One", "Two", "Three"]) {
      expect((await publish(key.apiKey, electionNight, { title })).statusCode).toBe(201);
    }
    const first = ZFeedPage.parse(
      (await get(`${publicApiPaths.posts(electionNight)}?limit=2`, key.apiKey)).json(),
    );
    expect(first.items.map((p) => p.title)).toEqual(["Three", "Two"]);
    expect(first.nextCursor).toBeTruthy();
    const second = ZFeedPage.parse(
      (
        await get(
          `${publicApiPaths.posts(electionNight)}?limit=2&cursor=${first.nextCursor}`,
          key.apiKey,
        )
      ).json(),
    );
    expect(second.items[0]?.title).toBe("One");
    expectError(
      await get(`${publicApiPaths.posts(electionNight)}?cursor=not-a-cursor`, key.apiKey),
      400,
      "bad-request",
    );
  });

  it("reads changes since an event id", async () => {
    const key = await newKey();
    const before = ZChangesResponse.parse(
      (await get(publicApiPaths.changes(matchDay), key.apiKey)).json(),
    );
    const post = ZPost.parse((await publish(key.apiKey, matchDay, { title: "Goal!" })).json());
    const after = ZChangesResponse.parse(
      (await get(`${publicApiPaths.changes(matchDay)}?since=${before.last}`, key.apiKey)).json(),
    );
    expect(after.events.map((e) => [e.type, e.entityId])).toEqual([["post.published", post.id]]);
    expect(Number(after.last)).toBeGreaterThan(Number(before.last));
  });
});

describe("public API publishing", () => {
  it("publishes as the key, and the activity log says so", async () => {
    const key = await newKey();
    const res = await publish(key.apiKey, matchDay, { title: "Kick-off", breaking: true });
    expect(res.statusCode).toBe(201);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    const post = ZPost.parse(res.json());
    expect(post).toMatchObject({ title: "Kick-off", authorId: null, breaking: true });
    // The author is the key's name; the secret is nowhere in the post.
    expect(post.authorName).toBe(key.name);
    expect(res.body).not.toContain(key.apiKey);

    const log = await t.app.inject({
      method: "GET",
      url: "/api/accounts/newsroom.demo/activity?action=api-key.publish",
      headers: bearer(adminJwt),
    });
    expect(log.statusCode, log.body).toBe(200);
    const entry = log
      .json<{
        items: {
          actor: { displayName: string };
          target: { name: string };
          details: { postId?: string };
        }[];
      }>()
      .items.find((e) => e.details.postId === post.id);
    expect(entry).toMatchObject({
      actor: { displayName: key.name },
      target: { name: "Match day" },
      details: { apiKey: `${key.apiKey.slice(0, 4)}…${key.apiKey.slice(-4)}` },
    });
    // The whole key never lands in the log.
    expect(log.body).not.toContain(key.apiKey);
  });

  it("refuses an empty post with the editor's errorKey", async () => {
    const key = await newKey();
    expectError(await publish(key.apiKey, matchDay, { title: "  " }), 400, "title-empty");
  });

  it("delivers a published post to the channel's stream", async () => {
    const key = await newKey();
    const base = await baseUrl();
    const stream = await openSse(`${base}${publicApiPaths.stream(matchDay)}`, {
      "x-api-key": key.apiKey,
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers["access-control-allow-origin"]).toBe("*");
      const post = ZPost.parse((await publish(key.apiKey, matchDay, { title: "Live!" })).json());
      const message = await stream.waitFor((m) => m.data.includes(post.id));
      expect(message.event).toBe("post.published");
    } finally {
      stream.close();
    }
    const refused = await openSse(`${base}${publicApiPaths.stream(matchDay)}`, {
      "x-api-key": "no-such-key-at-all",
    });
    expect(refused.status).toBe(401);
    refused.close();
  });
});

describe("deleting a key", () => {
  it("ends the key's open streams at once, on every app, and leaves other keys' streams open", async () => {
    const key = await newKey();
    const kept = await newKey();
    // A second app on the same database: the deletion is made on the first one.
    const second = await createTestApp({ API_KEY_RATE_PER_MINUTE: String(RATE_LIMIT) }, t.db);
    const streams: Awaited<ReturnType<typeof openSse>>[] = [];
    try {
      const bases = [await baseUrl(), await listenOnPort0(second.app)];
      const open = async (base: string, apiKey: string) => {
        const stream = await openSse(`${base}${publicApiPaths.stream(matchDay)}`, {
          "x-api-key": apiKey,
        });
        expect(stream.status).toBe(200);
        streams.push(stream);
        return stream;
      };
      const onFirst = await open(bases[0]!, key.apiKey);
      const onSecond = await open(bases[1]!, key.apiKey);
      const other = await open(bases[1]!, kept.apiKey);

      const started = Date.now();
      const removed = await t.app.inject({
        method: "DELETE",
        url: `/api/accounts/newsroom.demo/api-keys/${key.id}`,
        headers: bearer(adminJwt),
      });
      expect(removed.statusCode).toBe(204);
      // Well before the next heartbeat (15 s): the revocation is pushed, not polled.
      await Promise.all([onFirst.waitEnd(5000), onSecond.waitEnd(5000)]);
      expect(Date.now() - started).toBeLessThan(5000);

      expect(other.ended).toBe(false);
      const post = ZPost.parse(
        (await publish(kept.apiKey, matchDay, { title: "Still on" })).json(),
      );
      await other.waitFor((m) => m.data.includes(post.id));
      // And the deleted key cannot open a new one.
      const again = await openSse(`${bases[1]}${publicApiPaths.stream(matchDay)}`, {
        "x-api-key": key.apiKey,
      });
      streams.push(again);
      expect(again.status).toBe(401);
    } finally {
      for (const stream of streams) stream.close();
      await second.app.close();
    }
  });
});
