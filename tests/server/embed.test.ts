import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { EMBED_SKINS } from "../../domain/embed/skins";
import { demoNewsroom, newChannel, publishPost, setDisabledFeatures } from "./helpers/demo";
import { appForFile, bearer, createTestApp, signIn } from "./helpers/test-app";

const t = await appForFile();
const admin = await signIn(t.app, "admin");
const { newsroomId } = await demoNewsroom(t);
const HOST = "newsroom.demo";
const ORIGIN = "http://ticker.test";

const doc = (...content: unknown[]) => ({ type: "doc", content });
const para = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });

const channel = (name: string) => newChannel(t, newsroomId, name);

const publish = (channelId: string, body: object) => publishPost(t, admin, channelId, body);

const page = (url: string) => t.app.inject({ method: "GET", url });

/** A new channel with one post, published from `body`, and the channel's embed page. */
async function embedWithPost(name: string, body: object) {
  const id = await channel(name);
  await publish(id, body);
  return { id, html: (await page(`/embed/${id}`)).body };
}

/** The JSON-LD object of a page. */
function jsonLd(html: string): Record<string, unknown> {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(m).not.toBeNull();
  return JSON.parse(m![1]!) as Record<string, unknown>;
}

const articleIds = (html: string) =>
  [...html.matchAll(/<article id="post-([^"]+)"/g)].map((m) => m[1]);

describe("reader embed page", () => {
  it("renders the posts, pinned first, with styling classes and JSON-LD", async () => {
    const id = await channel("Cup final <live>");
    const first = await publish(id, {
      title: "Kick-off",
      content: doc(para("We are under way & it is loud")),
      icons: ["sport-kick-off"],
    });
    const second = await publish(id, {
      title: "Goal!",
      content: doc(para("1-0 after a header")),
      importance: "very-important",
      breaking: true,
    });
    const pinned = await publish(id, { title: "Line-ups", content: doc(para("Both teams")) });
    const pin = await t.app.inject({
      method: "POST",
      url: `/api/posts/${HOST}/${id}/${pinned.id}/pin`,
      headers: bearer(admin),
      payload: { version: pinned.version, pinned: true },
    });
    expect(pin.statusCode, pin.body).toBe(200);

    const res = await page(`/embed/${id}?skin=sports&lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("public, max-age=5");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors *");
    expect(csp).toContain("script-src 'self' https://platform.twitter.com");
    expect(res.headers["x-frame-options"]).toBeUndefined();

    const html = res.body;
    expect(articleIds(html)).toEqual([pinned.id, second.id, first.id]);
    expect(html).toContain("Cup final &lt;live&gt;");
    expect(html).toContain("We are under way &amp; it is loud");
    expect(html).toMatch(/class="t-post t-imp-very-important t-breaking"/);
    expect(html).toMatch(/class="t-post t-imp-normal t-pinned"/);
    expect(html).toContain("⏱️");
    expect(html).toContain('class="t-skin-sports"');
    expect(html).toMatch(/<link rel="stylesheet" href="\/embed\/css\/sports\?v=/);
    expect(html).toMatch(/<script src="\/embed\/live\.js\?v=[\w-]+" defer><\/script>/);
    // No provider scripts without provider embeds.
    expect(html).not.toContain("platform.twitter.com/widgets.js");

    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LiveBlogPosting",
      headline: "Cup final <live>",
    });
    const created = (await t.repos.channels.find(newsroomId, id))!.created_utc.toISOString();
    expect(ld.coverageStartTime).toBe(created);
    const updates = ld.liveBlogUpdate as Record<string, unknown>[];
    expect(updates).toHaveLength(3);
    expect(updates[2]).toEqual(
      expect.objectContaining({
        "@type": "BlogPosting",
        headline: "Kick-off",
        datePublished: first.createdUtc,
        articleBody: "We are under way & it is loud",
        url: `${ORIGIN}/embed/${id}?skin=sports&lang=en#post-${first.id}`,
      }),
    );
  });

  it("loads provider scripts only when the page has such embeds", async () => {
    const { html } = await embedWithPost("Embeds", {
      title: "Tweet",
      content: doc({
        type: "embed",
        attrs: { provider: "twitter", url: "https://twitter.com/jack/status/20123456" },
      }),
    });
    expect(html).toContain('<script async src="https://platform.twitter.com/widgets.js"></script>');
    expect(html).not.toContain("instagram.com/embed.js");
  });

  it("pages with a load-more link that works without JavaScript", async () => {
    const id = await channel("Many posts");
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) ids.push((await publish(id, { title: `Post ${i}` })).id);
    const first = await page(`/embed/${id}?skin=white&lang=no`);
    const firstIds = articleIds(first.body);
    expect(firstIds).toHaveLength(20);
    expect(firstIds[0]).toBe(ids[22]);
    const more = /<a class="t-load-more" href="([^"]+)">Last flere<\/a>/.exec(first.body);
    expect(more).not.toBeNull();
    const next = await page(more![1]!.replace(/&amp;/g, "&"));
    expect(next.statusCode).toBe(200);
    expect(articleIds(next.body)).toEqual([ids[2], ids[1], ids[0]]);
    expect(next.body).not.toContain("t-load-more");
    expect(next.body).toContain('class="t-latest"');
    expect(next.body).toContain('"live":false');
  });

  it("never shows drafts", async () => {
    const id = await channel("Drafty");
    await publish(id, { title: "Published one" });
    const draft = await t.app.inject({
      method: "POST",
      url: `/api/drafts/${HOST}/${id}`,
      headers: bearer(admin),
      payload: { title: "Secret draft" },
    });
    expect([200, 201]).toContain(draft.statusCode);
    const html = (await page(`/embed/${id}`)).body;
    expect(html).toContain("Published one");
    expect(html).not.toContain("Secret draft");
  });

  it("escapes text and keeps script out of post text", async () => {
    const { html } = await embedWithPost("Escapes", {
      title: "<script>alert(1)</script>",
      content: doc(para("<img src=x onerror=alert(1)>")),
      tags: ["<b>tag</b>"],
    });
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>tag</b>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("hides post icons when the account disabled postIcons", async () => {
    const { id, html: withIcons } = await embedWithPost("Icons", {
      title: "Kick-off",
      content: doc(para("Under way")),
      icons: ["sport-kick-off"],
    });
    expect(withIcons).toContain('class="t-icons"');
    expect(withIcons).toContain("⏱️");
    const account = await t.db.db
      .selectFrom("accounts")
      .select("disabled_features")
      .where("id", "=", newsroomId)
      .executeTakeFirstOrThrow();
    const setDisabled = (features: string[]) => setDisabledFeatures(t, newsroomId, features);
    await setDisabled([...account.disabled_features, "postIcons"]);
    try {
      const html = (await page(`/embed/${id}`)).body;
      expect(html).toContain("Kick-off");
      expect(html).not.toContain('class="t-icons"');
      expect(html).not.toContain("⏱️");
      // The live script is told too, so posts arriving later show no icons either.
      const boot = /<script type="application\/json" id="t-boot">([\s\S]*?)<\/script>/.exec(html);
      expect(JSON.parse(boot![1]!)).toMatchObject({ iconsOff: true });
    } finally {
      await setDisabled(account.disabled_features);
    }
  });

  it("shows published reader contributions as escaped text, never pending ones", async () => {
    const id = await channel("Questions");
    const submit = (message: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/live/public/${id}/contributions`,
        payload: { kind: "question", name: "<i>Ola</i>", contact: "ola@example.com", message },
      });
    const published = await submit('<img src=x onerror="alert(1)"> Who scores?');
    expect(published.statusCode, published.body).toBe(201);
    const pending = await submit("Still pending");
    expect(pending.statusCode).toBe(201);
    const ok = await t.app.inject({
      method: "POST",
      url: `/api/contributions/${HOST}/${id}/${published.json<{ id: string }>().id}/publish`,
      headers: bearer(admin),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const html = (await page(`/embed/${id}`)).body;
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Who scores?");
    expect(html).toContain("&lt;i&gt;Ola&lt;/i&gt;");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<i>Ola</i>");
    expect(html).not.toContain("ola@example.com");
    expect(html).not.toContain("Still pending");
  });

  it("varies on Accept-Language only when the language is not in the URL (CDN caching)", async () => {
    const id = await channel("Language by header");
    const negotiated = await t.app.inject({
      method: "GET",
      url: `/embed/${id}`,
      headers: { "accept-language": "nb-NO,nb;q=0.9" },
    });
    expect(negotiated.statusCode).toBe(200);
    expect(negotiated.body).toContain('<html lang="nb">');
    expect(negotiated.headers.vary).toBe("Accept-Language");
    const fixed = await page(`/embed/${id}?lang=en`);
    expect(fixed.statusCode).toBe(200);
    expect(fixed.headers.vary).toBeUndefined();
  });

  it("answers a friendly 404 for unknown channels", async () => {
    const unknown = await page("/embed/00000000-0000-4000-8000-000000000000?lang=no");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toContain("text/html");
    expect(unknown.body).toContain("Denne direktebloggen er ikke tilgjengelig");
    expect((await page("/embed/not-a-uuid")).statusCode).toBe(404);
  });

  it("serves the 7 skins as CSS and falls back to default for unknown skins", async () => {
    const id = await channel("Skins");
    const bodies = new Set<string>();
    expect(EMBED_SKINS).toHaveLength(7);
    for (const skin of EMBED_SKINS) {
      const html = (await page(`/embed/${id}?skin=${skin}`)).body;
      expect(html).toContain(`class="t-skin-${skin}"`);
      const href = /<link rel="stylesheet" href="([^"]+)">/.exec(html)![1]!;
      const css = await page(href);
      expect(css.statusCode).toBe(200);
      expect(css.headers["content-type"]).toContain("text/css");
      bodies.add(css.body);
    }
    expect(bodies.size).toBe(7);
    const unknown = (await page(`/embed/${id}?skin=<evil>`)).body;
    expect(unknown).toContain('class="t-skin-default"');
    expect(unknown).not.toContain("<evil>");
  });

  it("shows top text and the running countdown", async () => {
    const id = await channel("Widgets");
    await t.repos.topText.save(id, 0, null, "<p>Welcome to the <strong>final</strong></p>");
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    await t.repos.countdowns.create(id, { title: "Second half", start, end });
    const html = (await page(`/embed/${id}`)).body;
    expect(html).toContain("<p>Welcome to the <strong>final</strong></p>");
    expect(html).toMatch(
      /<span class="t-countdown-title">Second half<\/span> <span class="t-countdown-time">Ends in 00:59:\d\d<\/span>/,
    );
  });
});

describe("embed scripts", () => {
  it("serves live.js minified, cacheable and at most 15 KB gzip", async () => {
    const res = await page("/embed/live.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/javascript");
    expect(res.headers["cache-control"]).toContain("immutable");
    const gz = gzipSync(res.body).length;
    expect(gz).toBeLessThanOrEqual(15 * 1024);
    expect(res.body).toContain("EventSource");
  });

  it("serves the embed.js loader", async () => {
    const res = await page("/embed.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/javascript");
    expect(res.body).toContain("ticker-embed");
    expect(res.body).toContain("ticker:height");
  });
});

describe("oEmbed", () => {
  it("answers rich JSON for this server's channel URLs, any skin", async () => {
    const id = await channel("Election night live");
    const url = `${ORIGIN}/embed/${id}?skin=darkmode`;
    const res = await page(`/oembed?url=${encodeURIComponent(url)}&format=json&maxwidth=500`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      version: "1.0",
      type: "rich",
      provider_name: "Ticker",
      provider_url: ORIGIN,
      title: "Election night live",
      width: 500,
      height: 800,
    });
    expect(body.html).toBe(
      `<iframe src="${ORIGIN}/embed/${id}?skin=darkmode" width="500" height="800" style="border:0;width:100%" loading="lazy" title="Election night live"></iframe>`,
    );
    const noFormat = await page(`/oembed?url=${encodeURIComponent(`${ORIGIN}/embed/${id}`)}`);
    expect(noFormat.statusCode).toBe(200);
  });

  it("answers 404 for other URLs and unknown channels, 501 for xml", async () => {
    const id = await channel("Oembed 404");
    const other = `https://elsewhere.example/embed/${id}`;
    expect((await page(`/oembed?url=${encodeURIComponent(other)}`)).statusCode).toBe(404);
    const unknown = `${ORIGIN}/embed/00000000-0000-4000-8000-000000000000`;
    expect((await page(`/oembed?url=${encodeURIComponent(unknown)}`)).statusCode).toBe(404);
    expect((await page("/oembed")).statusCode).toBe(404);
    expect(
      (await page(`/oembed?url=${encodeURIComponent(`${ORIGIN}/embed/${id}`)}&format=xml`))
        .statusCode,
    ).toBe(501);
  });
});

describe("oEmbed without PUBLIC_URL", () => {
  it("answers with the origin the request reached, not a localhost guess", async () => {
    const other = await createTestApp({ PUBLIC_URL: "" }, t.db);
    try {
      const id = await channel("Copied elsewhere");
      const origin = "http://news.example:8443";
      const res = await other.app.inject({
        method: "GET",
        url: `/oembed?url=${encodeURIComponent(`${origin}/embed/${id}`)}&format=json`,
        headers: { host: "news.example:8443" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain("localhost");
      expect(res.json()).toMatchObject({
        provider_url: origin,
        html: expect.stringContaining(`src="${origin}/embed/${id}?skin=default"`),
      });
      const page = await other.app.inject({
        method: "GET",
        url: `/embed/${id}`,
        headers: { host: "news.example:8443" },
      });
      expect(page.body).not.toContain("localhost");
      expect(jsonLd(page.body).url).toContain(`${origin}/embed/${id}`);
    } finally {
      await other.close();
    }
  });
});
