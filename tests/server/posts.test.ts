import { sql } from "kysely";

import { describe, expect, it } from "vitest";
import { EMBED_ERROR, type EmbedProvider } from "../../domain/content/embed-urls";

import type { RightName } from "../../domain/roles";
import { ZFeedPage, ZPost, ZStaleVersionResponse } from "../../domain/schemas/post";
import {
  demoApp,
  demoNewsroom,
  demoUserId,
  newChannel,
  newUser,
  publishPost,
} from "./helpers/demo";
import { expectError } from "./helpers/test-app";

const { t, call: send, admin, editor, guest } = await demoApp();
const { newsroomId, matchDayId, electionId } = await demoNewsroom(t);
const sportsId = (await t.repos.accounts.findByKey("demo", "sports"))!.id;
const [adminId, editorId] = await Promise.all([demoUserId(t, "admin"), demoUserId(t, "editor")]);

const HOST = "newsroom.demo";

/** A document as the client sends it (tests send invalid ones too). */
const doc = (...content: unknown[]) => ({ type: "doc", content });

/** A user of the newsroom with exactly these rights, signed in by token. */
const userWith = (name: string, role: "user" | "guest", allow: RightName[], channel?: string) =>
  newUser(t, {
    email: `${name}@ticker.local`,
    accountId: newsroomId,
    role,
    rights: { allow, ...(channel ? { guest: { channelGuid: channel } } : {}) },
  });

const publish = (jwt: string, channelId: string, body: object, host = HOST) =>
  publishPost(t, jwt, channelId, body, host);

async function feed(jwt: string, channelId: string, query = "") {
  const res = await send("GET", `/posts/${HOST}/${channelId}${query}`, jwt);
  expect(res.statusCode, res.body).toBe(200);
  return ZFeedPage.parse(res.json());
}

/** A post row of the newsroom written straight to the database, as a seed would. */
const seeded = (
  channelId: string,
  row: { title: string; sort_order: number; plain_text?: string; pinned?: boolean },
) => ({
  channel_id: channelId,
  account_id: newsroomId,
  html: "",
  plain_text: "",
  importance: "normal" as const,
  author_name: "Seed",
  author_id: null,
  created_by: null,
  content: null,
  tags: "[]",
  icons: "[]",
  ...row,
});

/** A fresh channel, so tests that count posts don't see each other's. */
const channel = (name: string, accountId = newsroomId) => newChannel(t, accountId, name);

describe("publishing", () => {
  it("publishes a rich post, renders sanitized HTML and moves the channel up the recents", async () => {
    const before = (await t.repos.channels.find(newsroomId, electionId))!.last_used_utc;
    const post = await publish(admin, electionId, {
      title: "  First results  ",
      importance: "very-important",
      tags: ["Politics", "politics", "Votes"],
      icons: ["⚽"],
      breaking: true,
      content: doc(
        { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Exit poll" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Read " },
            {
              type: "text",
              text: "more",
              marks: [
                { type: "bold" },
                { type: "link", attrs: { href: "https://example.com/a?b=1&c=2" } },
              ],
            },
          ],
        },
        { type: "image", attrs: { src: "/uploads/abc.png", alt: "A chart", title: "Turnout" } },
        {
          type: "embed",
          attrs: {
            provider: "youtube",
            url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
            id: "wrong",
          },
        },
        {
          type: "embed",
          attrs: { provider: "twitter", url: "https://twitter.com/jack/status/20" + "123456" },
        },
        {
          type: "linkCard",
          attrs: { url: "https://example.com/story", title: "Story", description: "About it" },
        },
      ),
    });
    expect(post).toMatchObject({
      channelId: electionId,
      title: "First results",
      importance: "very-important",
      authorId: adminId,
      authorName: "Ada Admin",
      tags: ["Politics", "Votes"],
      breaking: true,
      pinned: false,
      highlighted: false,
      version: 1,
    });
    expect(post.html).toContain("<h3>Exit poll</h3>");
    expect(post.html).toContain(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank"><strong>more</strong></a>',
    );
    expect(post.html).toContain('<figure class="post-image"><img src="/uploads/abc.png"');
    expect(post.html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(post.html).toContain('<blockquote class="twitter-tweet"');
    expect(post.html).toContain('<a class="link-card" href="https://example.com/story"');
    expect(post.html).not.toContain("<script");
    // The parsed provider id replaces whatever the client sent.
    expect(JSON.stringify(post.content)).toContain('"id":"dQw4w9WgXcQ"');
    const after = (await t.repos.channels.find(newsroomId, electionId))!.last_used_utc;
    expect(after.getTime()).toBeGreaterThanOrEqual(before.getTime());
    const page = await feed(admin, electionId);
    expect(page.items[0]!.id).toBe(post.id);
  });

  it("publishes under another author of the account and rejects unknown authors", async () => {
    const post = await publish(admin, electionId, { title: "By Ed", authorId: editorId });
    expect(post).toMatchObject({ authorId: editorId, authorName: "Ed Editor" });
    const res = await send("POST", `/posts/${HOST}/${electionId}`, admin, {
      title: "x",
      authorId: "00000000-0000-4000-8000-000000000000",
    });
    expectError(res, 400, "author-not-found");
  });

  it("answers the spec's validation messages", async () => {
    const url = `/posts/${HOST}/${electionId}`;
    expectError(await send("POST", url, admin, {}), 400, "title-or-content-required");
    expectError(
      await send("POST", url, admin, { content: doc({ type: "paragraph" }) }),
      400,
      "title-or-content-required",
    );
    expectError(await send("POST", url, admin, { title: "   " }), 400, "title-empty");
    expectError(
      await send("POST", url, admin, {
        title: "x",
        content: { type: "doc", content: [{ type: "script" }] },
      }),
      400,
      "invalid-content",
    );
    expectError(
      await send("POST", url, admin, { title: "x", content: "<p>hi</p>" }),
      400,
      "invalid-content",
    );
    expectError(
      await send("POST", url, admin, {
        content: doc({
          type: "paragraph",
          content: [
            {
              type: "text",
              text: "x",
              marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
            },
          ],
        }),
      }),
      400,
      "invalid-content",
    );
    expectError(
      await send("POST", url, admin, { title: "x", importance: "urgent" }),
      400,
      "validation-failed",
    );
  });

  const wrongUrls: Record<Exclude<EmbedProvider, "html">, string> = {
    twitter: "https://twitter.com/jack",
    youtube: "https://vimeo.com/123456",
    facebook: "https://facebook.com/",
    instagram: "https://www.instagram.com/someone/",
    infogram: "https://example.com/chart",
  };
  for (const [provider, url] of Object.entries(wrongUrls)) {
    it(`rejects a wrong ${provider} URL with ${EMBED_ERROR[provider as EmbedProvider]}`, async () => {
      const res = await send("POST", `/posts/${HOST}/${electionId}`, admin, {
        content: doc({ type: "embed", attrs: { provider, url } }),
      });
      expectError(res, 400, EMBED_ERROR[provider as EmbedProvider]);
    });
  }

  it("rejects a custom HTML embed that sanitizes to nothing", async () => {
    const res = await send("POST", `/posts/${HOST}/${electionId}`, admin, {
      content: doc({
        type: "embed",
        attrs: { provider: "html", url: "https://example.com", html: "<script>alert(1)</script>" },
      }),
    });
    expectError(res, 400, "invalid-content");
  });

  it("answers 404 for unknown channels and posts, 400 for archived channels", async () => {
    const unknown = "00000000-0000-4000-8000-000000000001";
    expectError(
      await send("POST", `/posts/${HOST}/${unknown}`, admin, { title: "x" }),
      404,
      "not-found",
    );
    expectError(await send("GET", `/posts/${HOST}/${unknown}`, admin), 404, "not-found");
    expectError(
      await send("PUT", `/posts/${HOST}/${electionId}/${unknown}`, admin, {
        title: "x",
        version: 1,
      }),
      404,
      "not-found",
    );
    // A channel of another account is unknown here.
    const sportsChannel = await channel("Sports only", sportsId);
    expectError(await send("GET", `/posts/${HOST}/${sportsChannel}`, admin), 404, "not-found");
    const archived = await channel("Old");
    await t.db.db
      .updateTable("channels")
      .set({ archived: true })
      .where("id", "=", archived)
      .execute();
    expectError(
      await send("POST", `/posts/${HOST}/${archived}`, admin, { title: "x" }),
      400,
      "channel-archived",
    );
  });

  it("rejects a bad cursor", async () => {
    expectError(
      await send("GET", `/posts/${HOST}/${electionId}?cursor=nope`, admin),
      400,
      "bad-request",
    );
  });
});

describe("rights", () => {
  it("confines a guest to its channel", async () => {
    expectError(await send("GET", `/posts/${HOST}/${electionId}`, guest), 403, "forbidden");
    expectError(
      await send("POST", `/posts/${HOST}/${electionId}`, guest, { title: "x" }),
      403,
      "forbidden",
    );
    const post = await publish(guest, matchDayId, { title: "Kick-off" });
    expect(post.authorName).toBe("Gus Guest");
    expect((await feed(guest, matchDayId)).items.some((p) => p.id === post.id)).toBe(true);
  });

  it("refuses publishing without the publish right", async () => {
    const nopub = await userWith("nopub", "user", ["editAllDrafts"]);
    expectError(
      await send("POST", `/posts/${HOST}/${electionId}`, nopub.jwt, { title: "x" }),
      403,
      "forbidden",
    );
    // Reading the feed needs no right beyond access.
    expect((await send("GET", `/posts/${HOST}/${electionId}`, nopub.jwt)).statusCode).toBe(200);
  });

  it("lets an editor change its own posts but not the admin's without editAllPosts/deleteAllPosts", async () => {
    const mine = await publish(editor, electionId, { title: "Editor's" });
    const theirs = await publish(admin, electionId, { title: "Admin's" });
    const base = `/posts/${HOST}/${electionId}`;
    expectError(
      await send("PUT", `${base}/${theirs.id}`, editor, { title: "Hijack", version: 1 }),
      403,
      "forbidden",
    );
    expectError(await send("DELETE", `${base}/${theirs.id}?version=1`, editor), 403, "forbidden");
    expectError(
      await send("POST", `${base}/${theirs.id}/pin`, editor, { pinned: true, version: 1 }),
      403,
      "forbidden",
    );
    const edited = await send("PUT", `${base}/${mine.id}`, editor, {
      title: "Editor's, edited",
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(ZPost.parse(edited.json())).toMatchObject({ title: "Editor's, edited", version: 2 });
    expect((await send("DELETE", `${base}/${mine.id}?version=2`, editor)).statusCode).toBe(204);
    // The admin holds every right.
    const res = await send("PUT", `${base}/${theirs.id}`, admin, {
      title: "Admin's v2",
      version: 1,
    });
    expect(res.statusCode).toBe(200);
  });

  it("lets a user with editAllPosts and deleteAllPosts change others' posts", async () => {
    const power = await userWith("power", "user", ["publish", "editAllPosts", "deleteAllPosts"]);
    const theirs = await publish(admin, electionId, { title: "Admin's again" });
    const base = `/posts/${HOST}/${electionId}/${theirs.id}`;
    expect((await send("PUT", base, power.jwt, { title: "Fixed", version: 1 })).statusCode).toBe(
      200,
    );
    expect((await send("DELETE", `${base}?version=2`, power.jwt)).statusCode).toBe(204);
  });

  it("forbids accounts the user cannot act in", async () => {
    const sportsChannel = await channel("Sports desk", sportsId);
    expectError(
      await send("POST", `/posts/sports.demo/${sportsChannel}`, editor, { title: "x" }),
      403,
      "forbidden",
    );
    expect(
      (await send("POST", `/posts/sports.demo/${sportsChannel}`, admin, { title: "x" })).statusCode,
    ).toBe(200);
  });
});

describe("features", () => {
  it("rejects what the account disabled with feature-disabled", async () => {
    const ch = await channel("Sports plain", sportsId);
    await t.db.db
      .updateTable("accounts")
      .set({
        disabled_features: JSON.stringify([
          "importance",
          "postBreaking",
          "tags",
          "postIcons",
          "inlineImage",
          "inlineYouTube",
          "inlineCustom",
        ]),
      })
      .where("id", "=", sportsId)
      .execute();
    const url = `/posts/sports.demo/${ch}`;
    const cases: object[] = [
      { title: "x", importance: "important" },
      { title: "x", breaking: true },
      { title: "x", tags: ["a"] },
      { title: "x", icons: ["⚽"] },
      { content: doc({ type: "image", attrs: { src: "https://example.com/a.png" } }) },
      {
        content: doc({
          type: "embed",
          attrs: { provider: "youtube", url: "https://youtu.be/dQw4w9WgXcQ" },
        }),
      },
      {
        content: doc({
          type: "embed",
          attrs: { provider: "html", url: "https://example.com", html: "<p>hi</p>" },
        }),
      },
    ];
    for (const body of cases)
      expectError(await send("POST", url, admin, body), 403, "feature-disabled");
    // Defaults and enabled providers still pass.
    const ok = await publish(
      admin,
      ch,
      {
        title: "x",
        importance: "normal",
        content: doc({
          type: "embed",
          attrs: { provider: "instagram", url: "https://www.instagram.com/p/Cabcdef123/" },
        }),
      },
      "sports.demo",
    );
    expect(ok.html).toContain('class="instagram-media"');
  });
});

describe("versions", () => {
  it("answers 409 stale-version with the current post", async () => {
    const post = await publish(admin, electionId, { title: "v1" });
    const base = `/posts/${HOST}/${electionId}/${post.id}`;
    expect((await send("PUT", base, admin, { title: "v2", version: 1 })).statusCode).toBe(200);
    const stale = await send("PUT", base, admin, { title: "v2 elsewhere", version: 1 });
    expect(stale.statusCode).toBe(409);
    const body = ZStaleVersionResponse.parse(stale.json());
    expect(ZPost.parse(body.current)).toMatchObject({ title: "v2", version: 2 });
    for (const [path, payload] of [
      ["pin", { pinned: true, version: 1 }],
      ["highlight", { highlighted: true, version: 1 }],
      ["reorder", { afterId: null, version: 1 }],
    ] as const) {
      const res = await send("POST", `${base}/${path}`, admin, payload);
      expect(res.statusCode, path).toBe(409);
      expect(res.json()).toMatchObject({ errorKey: "stale-version", current: { version: 2 } });
    }
    const del = await send("DELETE", `${base}?version=1`, admin);
    expect(del.statusCode).toBe(409);
    expect((await send("DELETE", `${base}?version=2`, admin)).statusCode).toBe(204);
    expectError(await send("DELETE", `${base}?version=3`, admin), 404, "not-found");
  });
});

describe("feed", () => {
  it("puts pinned posts first, highlights, reorders and deletes", async () => {
    const ch = await channel("Feed order");
    const a = await publish(admin, ch, { title: "A" });
    const b = await publish(admin, ch, { title: "B" });
    const c = await publish(admin, ch, { title: "C" });
    const titles = async () => (await feed(admin, ch)).items.map((p) => p.title);
    expect(await titles()).toEqual(["C", "B", "A"]);
    const base = `/posts/${HOST}/${ch}`;

    const pinned = await send("POST", `${base}/${a.id}/pin`, admin, { pinned: true, version: 1 });
    expect(ZPost.parse(pinned.json())).toMatchObject({ pinned: true, version: 2 });
    expect(await titles()).toEqual(["A", "C", "B"]);

    const hl = await send("POST", `${base}/${b.id}/highlight`, admin, {
      highlighted: true,
      version: 1,
    });
    expect(ZPost.parse(hl.json()).highlighted).toBe(true);

    // C below B; then B to the top of the unpinned posts; then C back above it via afterId of A? no: groups differ.
    let res = await send("POST", `${base}/${c.id}/reorder`, admin, { afterId: b.id, version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await titles()).toEqual(["A", "B", "C"]);
    res = await send("POST", `${base}/${c.id}/reorder`, admin, { afterId: null, version: 2 });
    expect(await titles()).toEqual(["A", "C", "B"]);
    expectError(
      await send("POST", `${base}/${c.id}/reorder`, admin, { afterId: a.id, version: 3 }),
      400,
      "bad-request",
    );
    // A new post still lands on top of the unpinned posts.
    await publish(admin, ch, { title: "D" });
    expect(await titles()).toEqual(["A", "D", "C", "B"]);

    expect((await send("DELETE", `${base}/${b.id}?version=2`, admin)).statusCode).toBe(204);
    expect(await titles()).toEqual(["A", "D", "C"]);
    expect((await feed(admin, ch)).total).toBe(3);
  });

  it("keeps its order through many reorders between the same neighbours", async () => {
    const ch = await channel("Crowded");
    const top = await publish(admin, ch, { title: "top" });
    const bottom = await publish(admin, ch, { title: "bottom" });
    // Make them 1 apart so bisection runs out of room quickly.
    await t.db.db.updateTable("posts").set({ sort_order: 1 }).where("id", "=", bottom.id).execute();
    await t.db.db.updateTable("posts").set({ sort_order: 2 }).where("id", "=", top.id).execute();
    const movers = [];
    for (let i = 0; i < 5; i++) movers.push(await publish(admin, ch, { title: `m${i}` }));
    // Each mover goes directly below "top": the latest moved ends up first below top.
    for (const m of movers) {
      const res = await send("POST", `/posts/${HOST}/${ch}/${m.id}/reorder`, admin, {
        afterId: top.id,
        version: 1,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (let i = 0; i < 60; i++) {
      const m = movers[i % 2]!;
      const current = (await feed(admin, ch)).items.find((p) => p.id === m.id)!;
      const res = await send("POST", `/posts/${HOST}/${ch}/${m.id}/reorder`, admin, {
        afterId: top.id,
        version: current.version,
      });
      expect(res.statusCode, res.body).toBe(200);
      const order = (await feed(admin, ch)).items.map((p) => p.title);
      expect(order[0]).toBe("top");
      expect(order[1]).toBe(m.title);
      expect(order.at(-1)).toBe("bottom");
    }
  });

  it("pages with a cursor without duplicates or gaps while posts arrive", async () => {
    const ch = await channel("Busy");
    await t.db.db
      .insertInto("posts")
      .values(
        Array.from({ length: 45 }, (_, i) =>
          // Some share a sort_order: the id breaks ties.
          seeded(ch, { title: `seed ${i}`, sort_order: Math.floor(i / 3), pinned: i % 10 === 0 }),
        ),
      )
      .execute();
    const expected = (await feed(admin, ch, "?limit=100")).items.map((p) => p.id);
    expect(expected).toHaveLength(45);
    const seen: string[] = [];
    let cursor: string | null = null;
    let n = 0;
    do {
      const q: string = cursor ? `?limit=7&cursor=${cursor}` : "?limit=7";
      const page = await feed(admin, ch, q);
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
      // New posts arrive between pages; they belong above the first page.
      await publish(admin, ch, { title: `live ${n++}` });
    } while (cursor);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(45);
  });

  it("searches the latest 1000 posts with escaped wildcards and says when it was limited", async () => {
    const ch = await channel("Archive");
    const rows = Array.from({ length: 1005 }, (_, i) =>
      seeded(ch, {
        title: i < 5 ? `ancient goal ${i}` : `post ${i}`,
        plain_text: i % 100 === 0 ? `a goal at minute ${i}` : "nothing 100%_ here",
        sort_order: i,
      }),
    );
    await t.db.db.insertInto("posts").values(rows).execute();
    const page = await feed(admin, ch, "?q=GOAL&limit=5");
    // Posts 0-4 are beyond the latest 1000; matches: minute 100..1000 = 10 posts.
    expect(page.searchLimited).toBe(true);
    expect(page.total).toBe(10);
    expect(page.items).toHaveLength(5);
    expect(page.items[0]!.order).toBe(1000);
    const next = await feed(admin, ch, `?q=GOAL&limit=5&cursor=${page.nextCursor}`);
    expect(next.items.map((p) => p.order)).toEqual([500, 400, 300, 200, 100]);
    expect(next.nextCursor).toBeNull();
    // % and _ match themselves only.
    expect((await feed(admin, ch, "?q=100%25_&limit=1")).total).toBe(990);
    expect((await feed(admin, ch, "?q=%25%25&limit=1")).total).toBe(0);
    // A small channel is never limited.
    const small = await feed(admin, electionId, "?q=results");
    expect(small.searchLimited).toBe(false);
    expect(small.items.some((p) => p.title === "First results")).toBe(true);
  });

  it("counts posts in total and keeps deleted ones out", async () => {
    const count = await t.db.db
      .selectFrom("posts")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("channel_id", "=", electionId)
      .where("deleted_utc", "is", null)
      .executeTakeFirstOrThrow();
    expect((await feed(admin, electionId)).total).toBe(count.n);
  });
});
