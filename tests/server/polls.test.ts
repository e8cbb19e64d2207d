import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZChangesResponse } from "../../domain/schemas/live";
import { ZPollResults } from "../../domain/schemas/poll";
import { newChannel, publishPost } from "./helpers/demo";
import { bearer, createTestApp, expectError, signIn, type TestContext } from "./helpers/test-app";

let t: TestContext;
let admin: string;
let newsroomId: string;
let ipCounter = 0;
const HOST = "newsroom.demo";

const poll = {
  type: "poll",
  attrs: {
    id: "pollAbc123",
    question: "Who wins?",
    options: [
      { id: "home", label: "Home" },
      { id: "away", label: "Away" },
      { id: "draw", label: "Draw" },
    ],
  },
};
const doc = (...content: unknown[]) => ({ type: "doc", content });

const channel = (name: string) => newChannel(t, newsroomId, name);

const publish = (channelId: string, body: object) => publishPost(t, admin, channelId, body);

const setPlugins = async (enabled: string[]) => {
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/accounts/${HOST}/plugins`,
    headers: bearer(admin),
    payload: { enabled },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const pollUrl = (ch: string, post: string, pollId = "pollAbc123") =>
  `/api/live/public/${ch}/posts/${post}/polls/${pollId}`;

/** What a reader's browser reads, without a token. */
const read = (url: string) => t.app.inject({ method: "GET", url });

/** Each vote from its own address unless one is given (the per-address limit). */
const vote = (ch: string, post: string, body: object, ip?: string, pollId?: string) =>
  t.app.inject({
    method: "POST",
    url: `${pollUrl(ch, post, pollId)}/votes`,
    payload: body,
    remoteAddress: ip ?? `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
  });
const reader = (n: number) => `reader-${String(n).padStart(12, "0")}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  newsroomId = (await t.repos.accounts.findByKey("demo", "newsroom"))!.id;
  await setPlugins(["poll", "socialShare"]);
});
afterAll(() => t.close());

describe("poll block", () => {
  it("publishes with the post and renders as a question with its answers", async () => {
    const ch = await channel("Poll render");
    const post = await publish(ch, { content: doc(poll) });
    expect(post.html).toContain('<div class="t-poll" data-poll="pollAbc123">');
    expect(post.html).toContain('<li class="t-poll-option" data-option="away">');
    expect(post.html).toContain("Who wins?");
  });

  it("refuses a poll with too few, too many or repeated answers", async () => {
    const ch = await channel("Poll invalid");
    const bad = (options: object[]) =>
      t.app.inject({
        method: "POST",
        url: `/api/posts/${HOST}/${ch}`,
        headers: bearer(admin),
        payload: { content: doc({ type: "poll", attrs: { ...poll.attrs, options } }) },
      });
    const one = { id: "a", label: "A" };
    for (const options of [
      [one],
      Array.from({ length: 7 }, (_, i) => ({ id: `o${i}`, label: `O${i}` })),
      [one, { id: "a", label: "B" }],
    ]) {
      const res = await bad(options);
      expect(res.statusCode, res.body).toBe(400);
    }
  });
});

describe("poll votes", () => {
  it("counts one vote per reader and sends the new counts live to readers", async () => {
    const ch = await channel("Poll votes");
    const post = await publish(ch, { content: doc(poll) });
    const first = await vote(ch, post.id, { option: "home", reader: reader(1) });
    expect(first.statusCode, first.body).toBe(201);
    expect(ZPollResults.parse(first.json())).toEqual({
      postId: post.id,
      pollId: "pollAbc123",
      counts: { home: 1, away: 0, draw: 0 },
      total: 1,
      voted: "home",
    });
    expect((await vote(ch, post.id, { option: "away", reader: reader(2) })).statusCode).toBe(201);
    expectError(
      await vote(ch, post.id, { option: "draw", reader: reader(1) }),
      409,
      "poll-already-voted",
    );

    const mine = await read(`${pollUrl(ch, post.id)}?reader=${reader(1)}`);
    expect(mine.statusCode).toBe(200);
    expect(ZPollResults.parse(mine.json())).toMatchObject({
      counts: { home: 1, away: 1, draw: 0 },
      total: 2,
      voted: "home",
    });
    const anyone = ZPollResults.parse(
      (await t.app.inject({ method: "GET", url: pollUrl(ch, post.id) })).json(),
    );
    expect(anyone.voted).toBeNull();

    // Readers following the channel get the counts after each vote (one event per poll kept).
    const changes = ZChangesResponse.parse(
      (await t.app.inject({ method: "GET", url: `/api/live/public/${ch}/changes?since=0` })).json(),
    );
    const results = changes.events.filter((e) => e.type === "poll.results");
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      audience: "public",
      entityId: `${post.id}:pollAbc123`,
      data: { counts: { home: 1, away: 1, draw: 0 }, total: 2, voted: null },
    });
  });

  it("answers 4xx, never 500, to bad votes", async () => {
    const ch = await channel("Poll bad votes");
    const post = await publish(ch, { content: doc(poll) });
    expectError(
      await vote(ch, post.id, { option: "nobody", reader: reader(3) }),
      400,
      "poll-option-unknown",
    );
    for (const body of [
      {},
      { option: "home" },
      { option: "home", reader: "short" },
      { option: 5, reader: reader(3) },
    ]) {
      expect((await vote(ch, post.id, body)).statusCode).toBe(400);
    }
    expectError(
      await vote(ch, post.id, { option: "home", reader: reader(3) }, undefined, "otherPoll1"),
      404,
      "not-found",
    );
    const other = await channel("Poll elsewhere");
    expectError(
      await vote(other, post.id, { option: "home", reader: reader(3) }),
      404,
      "not-found",
    );
    const bad = await read(`/api/live/public/${ch}/posts/not-a-uuid/polls/x`);
    expect(bad.statusCode).toBe(400);
  });

  it("stops serving the poll when the post is deleted", async () => {
    const ch = await channel("Poll deleted");
    const post = await publish(ch, { content: doc(poll) });
    expect((await vote(ch, post.id, { option: "home", reader: reader(4) })).statusCode).toBe(201);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/posts/${HOST}/${ch}/${post.id}?version=${post.version}`,
      headers: bearer(admin),
    });
    expect(del.statusCode, del.body).toBe(204);
    expectError(await t.app.inject({ method: "GET", url: pollUrl(ch, post.id) }), 404, "not-found");
    expectError(await vote(ch, post.id, { option: "home", reader: reader(5) }), 404, "not-found");
  });

  it("refuses votes while the account has the poll plugin off", async () => {
    const ch = await channel("Poll off");
    const post = await publish(ch, { content: doc(poll) });
    await setPlugins(["socialShare"]);
    try {
      expectError(
        await vote(ch, post.id, { option: "home", reader: reader(6) }),
        403,
        "plugin-disabled",
      );
      expectError(
        await t.app.inject({ method: "GET", url: pollUrl(ch, post.id) }),
        403,
        "plugin-disabled",
      );
    } finally {
      await setPlugins(["poll", "socialShare"]);
    }
  });

  it("limits votes per address", async () => {
    const ch = await channel("Poll flood");
    const post = await publish(ch, { content: doc(poll) });
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) {
      codes.push(
        (await vote(ch, post.id, { option: "home", reader: reader(100 + i) }, "10.250.0.1"))
          .statusCode,
      );
    }
    expect(codes.filter((c) => c === 201)).toHaveLength(30);
    expect(codes.slice(30)).toEqual([429, 429]);
  });

  it("counts an IPv6 /64 as one address, on every server of the installation", async () => {
    const second = await createTestApp({}, t.db);
    try {
      const ch = await channel("Poll flood v6");
      const post = await publish(ch, { content: doc(poll) });
      const codes: number[] = [];
      for (let i = 0; i < 30; i++) {
        const app = i % 2 ? second.app : t.app;
        const res = await app.inject({
          method: "POST",
          url: `${pollUrl(ch, post.id)}/votes`,
          payload: { option: "home", reader: reader(300 + i) },
          // Every vote from another address of one /64.
          remoteAddress: `2001:db8:1:2:${(i + 1).toString(16)}::${i + 7}`,
        });
        codes.push(res.statusCode);
      }
      expect(codes.every((c) => c === 201)).toBe(true);
      const sameNet = await vote(
        ch,
        post.id,
        { option: "away", reader: reader(400) },
        "2001:db8:1:2:ffff:ffff:ffff:ffff",
      );
      expectError(sameNet, 429, "rate-limited");
      expect(Number(sameNet.headers["retry-after"])).toBeGreaterThan(0);
      const nextNet = await vote(
        ch,
        post.id,
        { option: "away", reader: reader(401) },
        "2001:db8:1:3::1",
      );
      expect(nextNet.statusCode, nextNet.body).toBe(201);
    } finally {
      await second.close();
    }
  });
});

describe("plugins in the embed", () => {
  it("shows share links and polls only while their plugins are on", async () => {
    const ch = await channel("Share embed");
    const post = await publish(ch, { title: "Goal & glory", content: doc(poll) });
    const on = (await t.app.inject({ method: "GET", url: `/embed/${ch}?lang=en` })).body;
    expect(on).toContain('class="t-skin-default t-plugin-poll t-plugin-socialShare"');
    expect(on).toContain('<nav class="t-share"');
    expect(on).toContain(`#post-${post.id}`);
    expect(on).toContain("https://twitter.com/intent/tweet?url=");
    expect(on).toContain("https://www.facebook.com/sharer/sharer.php?u=");
    expect(on).toContain("https://www.linkedin.com/sharing/share-offsite/?url=");
    expect(on).toContain("mailto:?subject=Goal%20%26%20glory");
    await setPlugins([]);
    try {
      const off = await t.app.inject({ method: "GET", url: `/embed/${ch}?lang=en` });
      expect(off.body).not.toContain('class="t-share"');
      expect(off.body).not.toContain("t-plugin-poll");
      // The CSP is the embed's usual one: share links are plain links, no script is added.
      expect(off.headers["content-security-policy"]).toBe(
        (await t.app.inject({ method: "GET", url: `/embed/${ch}?lang=en` })).headers[
          "content-security-policy"
        ],
      );
    } finally {
      await setPlugins(["poll", "socialShare"]);
    }
    const again = await t.app.inject({ method: "GET", url: `/embed/${ch}?lang=en` });
    expect(again.headers["content-security-policy"]).toContain(
      "script-src 'self' https://platform.twitter.com",
    );
    expect(again.body).not.toMatch(/<script[^>]+(facebook\.com\/sharer|linkedin)/);
  });

  it("drops stored ids of plugins that left the catalogue", async () => {
    await t.db.db
      .updateTable("accounts")
      .set({ settings: JSON.stringify({ plugins: ["scoreboard", "poll", "analytics"] }) })
      .where("id", "=", newsroomId)
      .execute();
    try {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/accounts/${HOST}/plugins`,
        headers: bearer(admin),
      });
      expect(res.json()).toEqual({ enabled: ["poll"] });
    } finally {
      await setPlugins(["poll", "socialShare"]);
    }
  });
});
