import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZDraft } from "../../domain/schemas/draft";
import { ZChangesResponse } from "../../domain/schemas/live";
import { type Post, ZPost } from "../../domain/schemas/post";
import { newChannel, publishPost, signInDemoUsers } from "./helpers/demo";
import { bearer, createTestApp, expectError, type TestContext } from "./helpers/test-app";

let t: TestContext;
let admin: string;
let editor: string;
let guest: string;
let newsroomId: string;
const HOST = "newsroom.demo";

const doc = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

const send = (method: "GET" | "POST" | "PUT", url: string, jwt: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: jwt ? bearer(jwt) : {}, payload });

const channel = (name: string) => newChannel(t, newsroomId, name);

const publish = (channelId: string, body: object, jwt = admin) =>
  publishPost(t, jwt, channelId, body);

const mark = (channelId: string, post: Post, keyEvent: boolean, jwt: string | null = admin) =>
  send("POST", `/posts/${HOST}/${channelId}/${post.id}/key-event`, jwt, {
    version: post.version,
    keyEvent,
  });

const setFeatures = async (disabled: string[]) => {
  const res = await send("POST", `/accounts/${HOST}/disabled-features`, admin, {
    features: disabled,
  });
  expect(res.statusCode, res.body).toBe(200);
};

const embed = async (channelId: string) => {
  const res = await t.app.inject({ method: "GET", url: `/embed/${channelId}?lang=en` });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The key events list of an embed page: [post id, shown text, hidden?] in order. */
const keyList = (html: string) =>
  [
    ...html.matchAll(
      /<li class="t-key"( hidden)? data-id="([^"]+)"[^>]*>.*?<span class="t-key-title">([^<]*)<\/span>/g,
    ),
  ].map((m) => ({ id: m[2], title: m[3], hidden: Boolean(m[1]) }));

const jsonLdUrls = (html: string) => {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  const ld = JSON.parse(m?.[1] ?? "{}") as { liveBlogUpdate: { url: string }[] };
  return ld.liveBlogUpdate.map((u) => u.url.slice(u.url.indexOf("#post-") + 6));
};

async function changes(channelId: string, since: string) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/live/public/${channelId}/changes?since=${since}`,
  });
  expect(res.statusCode).toBe(200);
  return ZChangesResponse.parse(res.json());
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, guest] = await signInDemoUsers(t);
  newsroomId = (await t.repos.accounts.findByKey("demo", "newsroom"))!.id;
});
afterAll(() => t.close());

describe("marking key events", () => {
  it("marks and unmarks from the feed's menu, version-checked", async () => {
    const ch = await channel("Marking");
    const post = await publish(ch, { title: "Kick-off" });
    expect(post.keyEvent).toBe(false);

    const marked = await mark(ch, post, true);
    expect(marked.statusCode, marked.body).toBe(200);
    const saved = ZPost.parse(marked.json());
    expect(saved).toMatchObject({ keyEvent: true, version: post.version + 1, title: "Kick-off" });

    // The version the first mark read is stale now: 409 with the row as it is.
    const stale = await mark(ch, post, false);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorKey: "stale-version",
      current: { id: post.id, keyEvent: true, version: saved.version },
    });

    const unmarked = ZPost.parse((await mark(ch, saved, false)).json());
    expect(unmarked.keyEvent).toBe(false);
    const feed = await send("GET", `/posts/${HOST}/${ch}`, admin);
    expect(feed.json().items[0]).toMatchObject({ id: post.id, keyEvent: false });
  });

  it("marks from the editor: publish, update, and an update without the field keeps it", async () => {
    const ch = await channel("Editor marks");
    const post = await publish(ch, { title: "Goal", keyEvent: true });
    expect(post.keyEvent).toBe(true);
    const base = `/posts/${HOST}/${ch}/${post.id}`;
    const kept = await send("PUT", base, admin, { title: "Goal!", version: post.version });
    expect(ZPost.parse(kept.json())).toMatchObject({ title: "Goal!", keyEvent: true });
    const off = await send("PUT", base, admin, {
      title: "Goal!",
      keyEvent: false,
      version: post.version + 1,
    });
    expect(ZPost.parse(off.json()).keyEvent).toBe(false);
  });

  it("keeps the mark of a draft when it is published", async () => {
    const ch = await channel("Draft marks");
    const created = await send("POST", `/drafts/${HOST}/${ch}`, admin, {
      title: "Full time",
      keyEvent: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const draft = ZDraft.parse(created.json());
    expect(draft.keyEvent).toBe(true);
    const published = await send("POST", `/drafts/${HOST}/${ch}/${draft.id}/publish`, admin, {
      version: draft.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(ZPost.parse(published.json())).toMatchObject({ title: "Full time", keyEvent: true });
  });

  it("lets whoever may edit the post mark it, and nobody else", async () => {
    const ch = await channel("Rights");
    const theirs = await publish(ch, { title: "Admin's" });
    const mine = await publish(ch, { title: "Editor's" }, editor);
    // The editor holds no editAllPosts: only its own posts.
    expectError(await mark(ch, theirs, true, editor), 403, "forbidden");
    expect((await mark(ch, mine, true, editor)).statusCode).toBe(200);
    // A guest may open only its own channel.
    expectError(await mark(ch, theirs, true, guest), 403, "forbidden");
    expectError(await mark(ch, theirs, true, null), 401, "unauthorized");
    const missing = { ...theirs, id: "00000000-0000-4000-8000-000000000000" };
    expectError(await mark(ch, missing, true), 404, "not-found");
    expectError(
      await send("POST", `/posts/${HOST}/${ch}/${theirs.id}/key-event`, admin, { keyEvent: true }),
      400,
      "validation-failed",
    );
    expect((await send("GET", `/posts/${HOST}/${ch}`, admin)).json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: theirs.id, keyEvent: false }),
        expect.objectContaining({ id: mine.id, keyEvent: true }),
      ]),
    );
  });

  it("sends the change to readers as post.updated carrying the post", async () => {
    const ch = await channel("Live");
    const post = await publish(ch, { title: "Red card" });
    const { last } = await changes(ch, "0");
    const saved = ZPost.parse((await mark(ch, post, true)).json());
    const after = await changes(ch, last);
    expect(after.events).toHaveLength(1);
    expect(after.events[0]).toMatchObject({
      type: "post.updated",
      entityId: post.id,
      audience: "public",
      version: saved.version,
      data: { id: post.id, keyEvent: true },
    });
    await mark(ch, saved, false);
    const undone = await changes(ch, after.last);
    expect(undone.events[0]).toMatchObject({ type: "post.updated", data: { keyEvent: false } });
  });
});

describe("key events for readers", () => {
  it("lists them above the feed, newest first, ten shown and the rest behind Show all", async () => {
    const ch = await channel("Long blog");
    const keys: Post[] = [];
    for (let i = 1; i <= 12; i++) {
      keys.push(await publish(ch, { title: `Moment ${i}`, keyEvent: true }));
      await publish(ch, { title: `Filler ${i}` });
    }
    const untitled = await publish(ch, {
      content: doc("One two three four five six seven eight nine ten eleven twelve thirteen"),
      keyEvent: true,
    });
    const html = await embed(ch);
    const list = keyList(html);
    expect(list.map((k) => k.id)).toEqual([untitled.id, ...keys.map((k) => k.id).reverse()]);
    expect(list[0]!.title).toBe("One two three four five six seven eight nine ten eleven twelve…");
    expect(list[1]!.title).toBe("Moment 12");
    expect(list.map((k) => k.hidden)).toEqual([...Array(10).fill(false), true, true, true]);
    expect(html).toMatch(
      /<nav class="t-keys" aria-labelledby="t-keys-title"><h2 class="t-keys-title" id="t-keys-title">Key events<\/h2>/,
    );
    expect(html).toContain('<button type="button" class="t-keys-all" aria-expanded="false">');
    expect(html).toContain("Show all (13)");
    // Each entry links to its post's article.
    expect(html).toContain(`href="#post-${keys[0]!.id}"`);

    const no = await t.app.inject({ method: "GET", url: `/embed/${ch}?lang=no` });
    expect(no.body).toContain(">Nøkkelhendelser</h2>");
    expect(no.body).toContain("Vis alle (13)");
  });

  it("lists the key events first in the JSON-LD, then the page's other posts", async () => {
    const ch = await channel("Structured");
    const a = await publish(ch, { title: "A" });
    const b = await publish(ch, { title: "B", keyEvent: true });
    const c = await publish(ch, { title: "C" });
    const d = await publish(ch, { title: "D", keyEvent: true });
    expect(jsonLdUrls(await embed(ch))).toEqual([d.id, b.id, c.id, a.id]);
  });

  it("hides the list when there are none", async () => {
    const ch = await channel("No keys");
    await publish(ch, { title: "Just a post" });
    const html = await embed(ch);
    expect(html).toContain('<nav class="t-keys" aria-labelledby="t-keys-title" hidden>');
    expect(keyList(html)).toEqual([]);
  });

  it("shows nothing of it with the keyEvents flag disabled, and refuses marking", async () => {
    const ch = await channel("Flag off");
    const a = await publish(ch, { title: "A", keyEvent: true });
    const b = await publish(ch, { title: "B" });
    await setFeatures(["keyEvents"]);
    try {
      const html = await embed(ch);
      expect(html).not.toContain("t-keys");
      expect(html).not.toContain("Key events");
      expect(jsonLdUrls(html)).toEqual([b.id, a.id]);

      expectError(await mark(ch, b, true), 403, "feature-disabled");
      expectError(
        await send("POST", `/posts/${HOST}/${ch}`, admin, { title: "C", keyEvent: true }),
        403,
        "feature-disabled",
      );
      // An editor without the flag leaves the field out: the stored mark stays as it was.
      const edited = await send("PUT", `/posts/${HOST}/${ch}/${a.id}`, admin, {
        title: "A, edited",
        version: a.version,
      });
      expect(ZPost.parse(edited.json())).toMatchObject({ title: "A, edited", keyEvent: true });
    } finally {
      await setFeatures([]);
    }
    expect(keyList(await embed(ch)).map((k) => k.id)).toEqual([a.id]);
  });
});
