import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveBlogPostingLd } from "../../domain/embed/json-ld";
import { publicApiPaths, ZRenderResponse } from "../../domain/schemas/public-api";
import { storeApiKey } from "./helpers/api-keys";
import { newChannel, publishPost, withEmbedOrigins } from "./helpers/demo";
import { createTestApp, expectError, signIn, type TestContext } from "./helpers/test-app";

/** The render API (server-side prefetch for a CMS) and embed.js's public twin, on a real database. */

let t: TestContext;
let newsroomId: string;
let sportsId: string;
let admin: string;
let adminId: string;
let seq = 0;

const doc = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

beforeAll(async () => {
  t = await createTestApp();
  newsroomId = (await t.repos.accounts.findByKey("demo", "newsroom"))!.id;
  sportsId = (await t.repos.accounts.findByKey("demo", "sports"))!.id;
  admin = await signIn(t.app, "admin");
  adminId = (await t.repos.users.findByLogin("demo", "admin@ticker.local"))!.id;
});
afterAll(() => t.close());

async function newKey(accountId = newsroomId) {
  seq += 1;
  const key = await storeApiKey(t.repos, accountId, `render-test-key-${seq}`, `CMS ${seq}`, {
    id: adminId,
    displayName: "Ada Admin",
  });
  return key.apiKey;
}

const get = (url: string, key?: string) =>
  t.app.inject({ method: "GET", url, headers: key ? { "x-api-key": key } : {} });

const articleIds = (html: string) =>
  [...html.matchAll(/<article id="post-([^"]+)"/g)].map((m) => m[1]);

describe("GET /api/public/v1/channels/{id}/render", () => {
  it("answers the first page for a host page: shadow root, JSON-LD, assets and last event id", async () => {
    const key = await newKey();
    const id = await newChannel(t, newsroomId, "Budget day");
    const kickOff = await publishPost(t, admin, id, {
      title: "Speech begins",
      content: doc("The minister rises"),
      keyEvent: true,
    });
    const middle = await publishPost(t, admin, id, { title: "Tax", content: doc("VAT unchanged") });
    const latest = await publishPost(t, admin, id, { title: "Fuel", content: doc("Duty up 2%") });
    const url = "https://news.example/politics/budget-live";

    const res = await get(
      `${publicApiPaths.render(id)}?skin=darkmode&lang=no&url=${encodeURIComponent(url)}`,
      key,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=5");
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    const body = ZRenderResponse.parse(res.json());

    // The host element, its declarative shadow root with the skin inline, then the posts.
    expect(body.html).toMatch(
      new RegExp(
        `^<div class="ticker-embed" data-channel="${id}" data-skin="darkmode" data-lang="no" data-ticker-live="https?://[^"]+/embed/live\\.js\\?v=[\\w-]+" data-ticker-prefetched="${body.lastEventId}"><template shadowrootmode="open"><style>`,
      ),
    );
    expect(body.html).toContain(":host {");
    expect(body.html).toContain('<div class="t-page t-skin-darkmode');
    expect(articleIds(body.html)).toEqual([latest.id, middle.id, kickOff.id]);
    expect(body.html).toContain("VAT unchanged");
    expect(body.html).toMatch(/<script type="application\/json" id="t-boot">/);
    const boot = JSON.parse(/id="t-boot">([^<]*)<\/script>/.exec(body.html)![1]!) as Record<
      string,
      unknown
    >;
    // A host page resolves relative URLs against itself: everything of ours is absolute.
    expect(boot).toMatchObject({ channelId: id, lang: "no", last: body.lastEventId, live: true });
    expect(boot.api).toMatch(/^https?:\/\/[^/]+\/api$/);
    expect(body.stylesheet).toMatch(/^https?:\/\/[^/]+\/embed\/css\/darkmode\?v=/);
    expect(body.script).toMatch(/^https?:\/\/[^/]+\/embed\.js$/);
    expect(body.lastEventId).toBe(await t.repos.liveEvents.head(id));

    // Key events first, then the others newest first; each update's url is its permalink.
    const ld = body.jsonLd as unknown as LiveBlogPostingLd;
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LiveBlogPosting",
      headline: "Budget day",
      url,
    });
    expect(ld.liveBlogUpdate.map((u) => u.headline)).toEqual(["Speech begins", "Fuel", "Tax"]);
    expect(ld.liveBlogUpdate[1]!.url).toBe(`${url}#ticker-post-${latest.id}`);
    expect(ld.dateModified).toBe(latest.updatedUtc);
    expect(typeof ld.coverageStartTime).toBe("string");

    // render.html: the same HTML alone.
    const html = await get(
      `${publicApiPaths.render(id)}.html?skin=darkmode&lang=no&url=${encodeURIComponent(url)}`,
      key,
    );
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(html.headers["cache-control"]).toBe("public, max-age=5");
    expect(html.body).toBe(body.html);

    // The next render includes a newer post and says so with a later event id.
    await publishPost(t, admin, id, { title: "Applause", content: doc("Done") });
    const next = ZRenderResponse.parse((await get(publicApiPaths.render(id), key)).json());
    expect(BigInt(next.lastEventId)).toBeGreaterThan(BigInt(body.lastEventId));
    expect(next.html).toContain("Applause");
  });

  it("takes a page size, and links the older pages absolutely", async () => {
    const key = await newKey();
    const id = await newChannel(t, newsroomId, "Paged");
    for (const title of ["One", "Two", "Three"]) {
      await publishPost(t, admin, id, { title, content: doc(title) });
    }
    const body = ZRenderResponse.parse(
      (await get(`${publicApiPaths.render(id)}?limit=2`, key)).json(),
    );
    expect(articleIds(body.html)).toHaveLength(2);
    expect(body.html).toMatch(
      new RegExp(
        `<a class="t-load-more" href="https?://[^/"]+/embed/${id}\\?skin=default&amp;lang=en&amp;before=`,
      ),
    );
    // Without the host page's URL, permalinks point into the reader page.
    expect((body.jsonLd as unknown as LiveBlogPostingLd).url).toMatch(
      new RegExp(`/embed/${id}\\?skin=default`),
    );
  });

  it("points the share links and the JSON-LD at the host page's permalinks", async () => {
    const key = await newKey();
    const id = await newChannel(t, newsroomId, "Shared");
    const post = await publishPost(t, admin, id, { title: "Share me", content: doc("Text") });
    const plugins = (enabled: string[]) =>
      t.app.inject({
        method: "PUT",
        url: "/api/accounts/newsroom.demo/plugins",
        headers: { authorization: `Bearer ${admin}` },
        payload: { enabled },
      });
    expect((await plugins(["socialShare"])).statusCode).toBe(200);
    try {
      const url = "https://news.example/live?id=7";
      const body = ZRenderResponse.parse(
        (await get(`${publicApiPaths.render(id)}?url=${encodeURIComponent(url)}`, key)).json(),
      );
      const permalink = `${url}#ticker-post-${post.id}`;
      expect(body.html).toContain(`data-url="${permalink.replace(/&/g, "&amp;")}"`);
      expect(body.html).toContain(encodeURIComponent(permalink));
      expect((body.jsonLd as unknown as LiveBlogPostingLd).liveBlogUpdate[0]!.url).toBe(permalink);
      const boot = JSON.parse(/id="t-boot">([^<]*)<\/script>/.exec(body.html)![1]!) as Record<
        string,
        unknown
      >;
      expect(boot).toMatchObject({ shareUrl: url, anchor: "ticker-post-" });
    } finally {
      await plugins([]);
    }
  });

  it("refuses bad parameters with 400 and an errorKey", async () => {
    const key = await newKey();
    const id = await newChannel(t, newsroomId, "Strict");
    for (const query of [
      "skin=neon",
      "lang=de",
      "limit=0",
      "limit=101",
      "url=javascript:alert(1)",
      "colour=red",
    ]) {
      expectError(
        await get(`${publicApiPaths.render(id)}?${query}`, key),
        400,
        "validation-failed",
      );
    }
  });

  it("needs a key of the channel's account", async () => {
    const id = await newChannel(t, newsroomId, "Keyed");
    expectError(await get(publicApiPaths.render(id)), 401, "api-key-missing");
    expectError(await get(`${publicApiPaths.render(id)}.html`), 401, "api-key-missing");
    const foreign = await get(publicApiPaths.render(id), await newKey(sportsId));
    expect(foreign.statusCode).toBe(403);
    expectError(
      await get(publicApiPaths.render("5d1c8f8e-3b7a-4c1e-9d0a-2f6b8e4a7c31"), await newKey()),
      404,
      "not-found",
    );
  });
});

describe("GET /embed/{id}/render (embed.js)", () => {
  it("answers the same render without a key, for any origin, cached as the reader page", async () => {
    const key = await newKey();
    const id = await newChannel(t, newsroomId, "Open");
    await publishPost(t, admin, id, { title: "Hello", content: doc("World") });
    const res = await get(`/embed/${id}/render?skin=sports`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["cache-control"]).toBe("public, max-age=5");
    const open = ZRenderResponse.parse(res.json());
    const keyed = ZRenderResponse.parse(
      (await get(`${publicApiPaths.render(id)}?skin=sports`, key)).json(),
    );
    expect(open).toEqual(keyed);
    expectError(await get(`/embed/${id}/render?skin=neon`), 400, "validation-failed");

    // An account that lets only its own sites frame its channels lets only them read the render.
    await withEmbedOrigins(t, newsroomId, ["https://news.example.com"], async () => {
      const from = (origin: string) =>
        t.app.inject({ method: "GET", url: `/embed/${id}/render`, headers: { origin } });
      const ours = await from("https://news.example.com");
      expect(ours.statusCode).toBe(200);
      expect(ours.headers["access-control-allow-origin"]).toBe("https://news.example.com");
      expect(ours.headers.vary).toContain("Origin");
      const theirs = await from("https://elsewhere.example");
      expect(theirs.headers["access-control-allow-origin"]).toBeUndefined();
    });
    expectError(await get("/embed/5d1c8f8e-3b7a-4c1e-9d0a-2f6b8e4a7c31/render"), 404, "not-found");
  });
});
