import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { READER_OWN_PAGE_CSP } from "../../server/embed/reader-policy";
import { vapidKeys } from "../../server/push/vapid";
import { newChannel, publishPost, withEmbedOrigins } from "./helpers/demo";
import { bearer, createTestApp, signIn, type TestContext } from "./helpers/test-app";

/** The channel's own reader page (/live/{id}): social cards, manifest, notifications button. */
let t: TestContext;
let admin: string;
let newsroomId: string;
const HOST = "newsroom.demo";

const doc = (...content: unknown[]) => ({ type: "doc", content });
const para = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
const image = (src: string) => ({ type: "image", attrs: { src, alt: "A picture" } });
const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  newsroomId = (await t.repos.accounts.findByKey("demo", "newsroom"))!.id;
});
afterAll(() => t.close());

describe("the reader page", () => {
  it("is the channel's page: canonical, social cards of the pinned post, the manifest", async () => {
    const id = await newChannel(t, newsroomId, "Election night");
    const pinned = await publishPost(t, admin, id, {
      title: "How to follow tonight",
      content: doc(para("Results as they come"), image("https://cdn.example/map.png")),
    });
    const pin = await t.app.inject({
      method: "POST",
      url: `/api/posts/${HOST}/${id}/${pinned.id}/pin`,
      headers: bearer(admin),
      payload: { version: pinned.version, pinned: true },
    });
    expect(pin.statusCode, pin.body).toBe(200);
    await publishPost(t, admin, id, {
      title: "First results",
      content: doc(para("Turnout is high"), image("/uploads/latest.png")),
    });
    const res = await page(`/live/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["content-security-policy"]).toBe(READER_OWN_PAGE_CSP);
    const html = res.body;
    expect(html).toContain(`<link rel="canonical" href="http://ticker.test/live/${id}">`);
    expect(metaOf(html, "og:title")).toBe("Election night");
    expect(metaOf(html, "og:url")).toBe(`http://ticker.test/live/${id}`);
    expect(metaOf(html, "og:image")).toBe("https://cdn.example/map.png");
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
    expect(metaOf(html, "twitter:image")).toBe("https://cdn.example/map.png");
    expect(metaOf(html, "description")).toBe("How to follow tonight — Results as they come");
    expect(html).toContain(`<link rel="manifest" href="/live/${id}/manifest.webmanifest">`);
    // The posts are in the page itself, for readers and crawlers.
    expect(html).toContain("Turnout is high");
    expect(html).toContain('"@type":"LiveBlogPosting"');
    // The notification button and what its script needs: the database's VAPID key.
    expect(html).toContain('<button type="button" class="t-push-button" hidden>');
    const boot = JSON.parse(
      /<script type="application\/json" id="t-push-boot">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(boot).toMatchObject({
      channelId: id,
      lang: "en",
      key: (await vapidKeys(t.db.db)).publicKey,
      sw: "/live/sw.js",
      ended: false,
    });
    // Its script runs before the live script, so a #ticker-post- link is followed.
    expect(html.indexOf("/live/push.js")).toBeLessThan(html.indexOf("/embed/live.js"));

    const manifest = await page(`/live/${id}/manifest.webmanifest`);
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
    expect(manifest.json()).toMatchObject({
      name: "Election night",
      start_url: `/live/${id}`,
      scope: `/live/${id}`,
      display: "standalone",
    });
    expect(manifest.json().icons.map((i: { sizes: string }) => i.sizes)).toContain("512x512");
  });

  it("falls back to the latest post's image, then to none", async () => {
    const id = await newChannel(t, newsroomId, "Pictures");
    const empty = await page(`/live/${id}`);
    expect(metaOf(empty.body, "og:image")).toBeUndefined();
    expect(metaOf(empty.body, "twitter:card")).toBe("summary");
    expect(metaOf(empty.body, "description")).toBe("Live coverage: Pictures");
    await publishPost(t, admin, id, { title: "Photo", content: doc(image("/uploads/a.png")) });
    const res = await page(`/live/${id}`);
    expect(metaOf(res.body, "og:image")).toBe("http://ticker.test/uploads/a.png");
  });

  it("speaks the reader's language", async () => {
    const id = await newChannel(t, newsroomId, "Valgvake");
    const res = await page(`/live/${id}`, { "accept-language": "nb-NO,nb;q=0.9" });
    expect(res.body).toContain('<html lang="nb">');
    expect(res.body).toContain("Varsle meg om viktige oppdateringer");
    expect(res.headers.vary).toContain("Accept-Language");
    const en = await page(`/live/${id}?lang=en`);
    expect(en.body).toContain("Notify me of important updates");
  });

  it("runs no provider's script on Ticker's origin", async () => {
    const id = await newChannel(t, newsroomId, "Tweets");
    await publishPost(t, admin, id, {
      content: doc({
        type: "embed",
        attrs: { provider: "twitter", url: "https://twitter.com/jack/status/20123456" },
      }),
    });
    const embed = await page(`/embed/${id}`);
    expect(embed.body).toContain("platform.twitter.com/widgets.js");
    const res = await page(`/live/${id}`);
    expect(res.body).toContain("twitter-tweet");
    expect(res.body).not.toContain("platform.twitter.com/widgets.js");
  });

  it("is not found for unknown channels and accounts that keep embeds on their own sites", async () => {
    expect((await page("/live/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await page("/live/not-a-channel")).statusCode).toBe(404);
    const id = await newChannel(t, newsroomId, "Own sites only");
    await withEmbedOrigins(t, newsroomId, ["https://news.example"], async () => {
      expect((await page(`/live/${id}`)).statusCode).toBe(404);
      expect((await page(`/live/${id}/manifest.webmanifest`)).statusCode).toBe(404);
    });
  });

  it("serves its scripts: the service worker never from a cache", async () => {
    const sw = await page("/live/sw.js");
    expect(sw.statusCode).toBe(200);
    expect(sw.headers["cache-control"]).toBe("no-cache");
    expect(sw.body).toContain("notificationclick");
    const script = await page("/live/push.js");
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("text/javascript");
    expect(script.body).toContain("pushManager");
  });
});
