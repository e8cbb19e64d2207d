import { describe, expect, it } from "vitest";
import { ZDraft } from "../../domain/schemas/draft";
import { ZChangesResponse } from "../../domain/schemas/live";
import { ZPost } from "../../domain/schemas/post";
import { publicApiPaths } from "../../domain/schemas/public-api";
import { demoAdminKey, publicFeed } from "./helpers/api-keys";
import { demoNewsroom, newChannel, publishPost } from "./helpers/demo";
import { appForFile, bearer, signIn } from "./helpers/test-app";

// The "AI-assisted" label: stored on drafts and posts while the account shows it,
// carried through publish and edit, and seen by readers in the embed and the public JSON.
const t = await appForFile();
const admin = await signIn(t.app, "admin");
const { newsroomId } = await demoNewsroom(t);
const HOST = "newsroom.demo";

const send = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(admin), payload });

const setLabel = async (assistedLabel: boolean) => {
  const res = await send("PUT", `/accounts/${HOST}/ai-settings`, { enabled: true, assistedLabel });
  expect(res.statusCode, res.body).toBe(200);
};

const channel = (name: string) => newChannel(t, newsroomId, name);

const publish = (channelId: string, body: object) => publishPost(t, admin, channelId, body);

const embed = async (channelId: string, lang: "en" | "no") => {
  const res = await t.app.inject({ method: "GET", url: `/embed/${channelId}?lang=${lang}` });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The article of one post in an embed page. */
const article = (html: string, id: string) =>
  new RegExp(`<article id="post-${id}"[\\s\\S]*?</article>`).exec(html)?.[0] ?? "";

describe("the AI-assisted label", () => {
  it("is not stored while the account does not show it", async () => {
    await setLabel(false);
    const ch = await channel("Label off");
    const post = await publish(ch, { title: "Off", aiAssisted: true });
    expect(post.aiAssisted).toBe(false);
    expect(article(await embed(ch, "en"), post.id)).not.toContain("t-badge-ai");
  });

  it("is stored on publish, kept by an edit without the field, and cleared by an untick", async () => {
    await setLabel(true);
    const ch = await channel("Label on");
    const post = await publish(ch, { title: "Turnout record", aiAssisted: true });
    expect(post.aiAssisted).toBe(true);
    const plain = await publish(ch, { title: "Written by hand" });
    expect(plain.aiAssisted).toBe(false);

    const base = `/posts/${HOST}/${ch}/${post.id}`;
    const kept = await send("PUT", base, { title: "Turnout record!", version: post.version });
    expect(ZPost.parse(kept.json())).toMatchObject({ title: "Turnout record!", aiAssisted: true });
    const off = await send("PUT", base, {
      title: "Turnout record!",
      aiAssisted: false,
      version: post.version + 1,
    });
    expect(ZPost.parse(off.json()).aiAssisted).toBe(false);
  });

  it("goes from a draft to its post, and readers see it in the embed in both languages", async () => {
    await setLabel(true);
    const ch = await channel("Label draft");
    const created = await send("POST", `/drafts/${HOST}/${ch}`, {
      title: "What we know so far",
      aiAssisted: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const draft = ZDraft.parse(created.json());
    expect(draft.aiAssisted).toBe(true);
    const published = await send("POST", `/drafts/${HOST}/${ch}/${draft.id}/publish`, {
      version: draft.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    const post = ZPost.parse(published.json());
    expect(post.aiAssisted).toBe(true);
    const other = await publish(ch, { title: "By hand" });

    const en = await embed(ch, "en");
    expect(article(en, post.id)).toContain(
      '<span class="t-badge t-badge-ai" title="The editor used a suggestion from an AI assistant in this post"',
    );
    expect(article(en, post.id)).toContain(">AI-assisted</span>");
    expect(article(en, other.id)).not.toContain("t-badge-ai");
    expect(article(await embed(ch, "no"), post.id)).toContain(">AI-assistert</span>");
  });

  it("is in the JSON readers and the public API read: changes since and posts", async () => {
    await setLabel(true);
    const ch = await channel("Label JSON");
    const since = await t.app.inject({
      method: "GET",
      url: `/api/live/public/${ch}/changes?since=0`,
    });
    const { last } = ZChangesResponse.parse(since.json());
    const post = await publish(ch, { title: "Summary", aiAssisted: true });
    const changes = ZChangesResponse.parse(
      (
        await t.app.inject({ method: "GET", url: `/api/live/public/${ch}/changes?since=${last}` })
      ).json(),
    );
    expect(changes.events[0]).toMatchObject({
      type: "post.published",
      data: { id: post.id, aiAssisted: true },
    });

    const key = await demoAdminKey(t, newsroomId, "ai-assisted-test-key", "AI test key");
    const read = await publicFeed(t, key.apiKey, ch);
    expect(read.items[0]).toMatchObject({ id: post.id, aiAssisted: true });

    // A key publishes no accepted suggestion: the field is not part of its request.
    const byKey = await t.app.inject({
      method: "POST",
      url: publicApiPaths.posts(ch),
      headers: { "x-api-key": key.apiKey },
      payload: { title: "From the wire", aiAssisted: true },
    });
    expect(byKey.statusCode, byKey.body).toBe(201);
    expect(ZPost.parse(byKey.json()).aiAssisted).toBe(false);
  });
});
