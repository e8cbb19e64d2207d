import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import type { LiveBlogPosting, WithContext } from "schema-dts";
import { z } from "zod";
import { EMBED_STRINGS } from "../domain/embed/shared";
import { type Api, api, createChannel, doc, publish } from "./embed-helpers";
import { unique } from "./publishing-helpers";
import { DEMO } from "./support/demo";
import { allowLoopbackHostPages } from "./support/loopback-page";
import { extractStructuredData, structuredDataIssues } from "./support/structured-data";

/**
 * embed.js on a newsroom's article served by this spec on another origin (127.0.0.1 and a port
 * of its own): the live blog in the article's own document, its LiveBlogPosting in the head,
 * permalinks, and a CMS's prefetched render adopted in place.
 */

allowLoopbackHostPages();

/** What Google reads of a live blog (developers.google.com/search/docs/…/live-blogs): nothing else. */
const ZBlogPosting = z
  .object({
    "@type": z.literal("BlogPosting"),
    headline: z.string().min(1).max(110),
    datePublished: z.iso.datetime(),
    dateModified: z.iso.datetime(),
    articleBody: z.string(),
    url: z.url(),
    author: z
      .object({ "@type": z.literal("Person"), name: z.string().min(1) })
      .strict()
      .optional(),
  })
  .strict();
const ZLiveBlogPosting = z
  .object({
    "@context": z.literal("https://schema.org"),
    "@type": z.literal("LiveBlogPosting"),
    headline: z.string().min(1),
    url: z.url(),
    coverageStartTime: z.iso.datetime(),
    coverageEndTime: z.iso.datetime().optional(),
    dateModified: z.iso.datetime(),
    liveBlogUpdate: z.array(ZBlogPosting).min(1),
  })
  .strict();

/** The page's JSON-LD blocks, each parsed. */
const jsonLds = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (s) =>
      JSON.parse(s.textContent ?? "null"),
    ),
  );

/**
 * The one LiveBlogPosting of the page, checked against schema.org's shape as Google reads it,
 * and by an outside judge: the HTML the browser holds now (after embed.js wrote the JSON-LD)
 * read as a crawler would and validated against schema.org's vocabulary, with no issue at all.
 */
async function liveBlogPosting(page: Page): Promise<WithContext<LiveBlogPosting>> {
  const html = await page.content();
  expect(Object.keys(extractStructuredData(html).jsonld)).toEqual(["LiveBlogPosting"]);
  expect(extractStructuredData(html).jsonld.LiveBlogPosting).toHaveLength(1);
  expect(await structuredDataIssues(html)).toEqual([]);
  const blocks = await jsonLds(page);
  expect(blocks).toHaveLength(1);
  // schema-dts's types: what the check lets through is a LiveBlogPosting to TypeScript too.
  const checked: WithContext<LiveBlogPosting> = ZLiveBlogPosting.parse(blocks[0]);
  return checked;
}

const headlines = async (page: Page) =>
  ZLiveBlogPosting.parse((await jsonLds(page))[0]).liveBlogUpdate.map((u) => u.headline);

let site: Server;
let siteOrigin = "";
let tickerOrigin = "";
let apiKey = "";

/** The newsroom's pages: the embed snippet alone, or what a CMS renders with the render API. */
async function hostPage(path: string, params: URLSearchParams): Promise<string | null> {
  const channel = params.get("channel") ?? "";
  const attrs = params.get("attrs") ?? "";
  const ownLd = params.get("ownLd") ?? "";
  const head = `<meta charset="utf-8"><title>Our newsroom</title>${ownLd ? `<script type="application/ld+json">${ownLd}</script>` : ""}`;
  if (path === "/article.html") {
    return `<!doctype html><html lang="en"><head>${head}</head><body style="margin:0"><h1>Our newsroom</h1>
<div class="ticker-embed" data-channel="${channel}"${attrs}></div><script async src="${tickerOrigin}/embed.js"></script>
<p>After the live blog</p></body></html>`;
  }
  if (path !== "/prefetched.html") return null;
  // The worked example of docs/embedding.md: the CMS asks once, prints the answer.
  const url = `${siteOrigin}/prefetched.html`;
  const res = await fetch(
    `${tickerOrigin}/api/public/v1/channels/${channel}/render?url=${encodeURIComponent(url)}`,
    { headers: { "x-api-key": apiKey } },
  );
  const r = (await res.json()) as { html: string; jsonLd: object; script: string };
  const ld = JSON.stringify(r.jsonLd).replace(/</g, "\\u003c");
  return `<!doctype html><html lang="en"><head>${head}
<script type="application/ld+json" data-ticker-schema="${channel}">${ld}</script></head>
<body style="margin:0"><h1>Our newsroom</h1>${r.html}
<script>window.firstArticle = document.querySelector(".ticker-embed").shadowRoot.querySelector("article");</script>
<script async src="${r.script}"></script><p>After the live blog</p></body></html>`;
}

test.beforeAll(async ({ request, baseURL }) => {
  tickerOrigin = String(baseURL);
  const token = (await api(request)).token;
  const created = await request.post(`/api/accounts/${DEMO.host}/api-keys`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: unique("CMS") },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const revealed = await request.post(`/api/accounts/${DEMO.host}/api-keys/${id}/reveal`, {
    headers: { authorization: `Bearer ${token}` },
  });
  apiKey = ((await revealed.json()) as { apiKey: string }).apiKey;
  site = createServer((req, res) => {
    const u = new URL(req.url ?? "/", "http://127.0.0.1");
    hostPage(u.pathname, u.searchParams).then(
      (html) => {
        res.writeHead(html === null ? 404 : 200, { "content-type": "text/html; charset=utf-8" });
        res.end(html ?? "Not found");
      },
      (e: unknown) => {
        res.writeHead(500);
        res.end(String(e));
      },
    );
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const article = (channel: string, extra: Record<string, string> = {}) =>
  `${siteOrigin}/article.html?${new URLSearchParams({ channel, ...extra })}`;

async function channelWith(a: Api, name: string, titles: string[]) {
  const id = await createChannel(a, unique(name));
  const posts = [];
  for (const title of titles)
    posts.push(await publish(a, id, { title, content: doc(`${title} text`) }));
  return { id, posts };
}

test.describe("embed.js in the host page", () => {
  test("renders the live blog into the host document, with one LiveBlogPosting kept current", async ({
    page,
    request,
  }) => {
    const a = await api(request);
    const { id } = await channelWith(a, "In page", ["Polls open", "Turnout high"]);
    await page.goto(article(id));
    const host = page.locator("div.ticker-embed");
    await expect(host).toHaveAttribute("data-live", "open");
    // The posts' text is the host document's (its shadow DOM), not a frame's.
    expect(await page.locator("iframe").count()).toBe(0);
    await expect(host.locator("article")).toHaveCount(2);
    const text = await host.evaluate((el) => el.shadowRoot?.textContent ?? "");
    expect(text).toContain("Turnout high text");
    // The skin's styles hold inside, the host's stay out: the channel title is the skin's.
    await expect(host.locator(".t-channel")).toHaveCSS("font-size", /px$/);

    // Accessible as part of the host document: axe reads into the shadow root.
    const axe = await new AxeBuilder({ page }).include("div.ticker-embed").analyze();
    const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => v.id)).toEqual([]);
    expect(axe.passes.length).toBeGreaterThan(0);

    const ld = await liveBlogPosting(page);
    expect(ld.url).toBe(`${siteOrigin}/article.html?channel=${id}`);
    expect(await headlines(page)).toEqual(["Turnout high", "Polls open"]);

    // A post arrives live: in the page, and first in the JSON-LD with the newest dateModified.
    const fresh = await publish(a, id, { title: "First results", content: doc("Counted") });
    await expect(host.locator("article").first()).toContainText("First results");
    await expect
      .poll(() => headlines(page))
      .toEqual(["First results", "Turnout high", "Polls open"]);
    const after = ZLiveBlogPosting.parse((await jsonLds(page))[0]);
    expect(after.liveBlogUpdate[0]!.url).toBe(
      `${siteOrigin}/article.html?channel=${id}#ticker-post-${fresh.id}`,
    );
    expect(Date.parse(after.dateModified)).toBeGreaterThanOrEqual(
      Date.parse(ld.dateModified as string),
    );

    // A key event goes first, ahead of newer posts.
    await publish(a, id, { title: "Exit poll", content: doc("Key"), keyEvent: true });
    await publish(a, id, { title: "Later", content: doc("Newer") });
    await expect
      .poll(() => headlines(page))
      .toEqual(["Exit poll", "Later", "First results", "Turnout high", "Polls open"]);
    // Kept current, it stays one valid LiveBlogPosting.
    await liveBlogPosting(page);
  });

  test('speaks Norwegian with data-lang="no", key events and load more included', async ({
    page,
    request,
  }) => {
    const a = await api(request);
    const titles = Array.from({ length: 21 }, (_, i) => `Oppdatering ${i + 1}`);
    const { id } = await channelWith(a, "Norsk", titles);
    await publish(a, id, { title: "Valgdagsmåling", content: doc("Nøkkel"), keyEvent: true });
    await page.goto(article(id, { attrs: ' data-lang="no"' }));
    const host = page.locator("div.ticker-embed");
    await expect(host).toHaveAttribute("data-live", "open");
    const no = EMBED_STRINGS.no;
    await expect(host.locator(".t-live")).toHaveText(no.live);
    await expect(host.locator(".t-keys-title")).toHaveText(no.keyEvents);
    await expect(host.locator("article")).toHaveCount(20);
    await host.getByRole("link", { name: no.loadMore }).click();
    await expect(host.locator("article")).toHaveCount(22);
    await expect(host.getByRole("link", { name: no.loadMore })).toHaveCount(0);
    // A key event's link scrolls to its post in the host page.
    await host.locator(".t-key-link").click();
    await expect(host.locator("article.t-target")).toContainText("Valgdagsmåling");
    await liveBlogPosting(page);
  });

  test('holds new posts behind "N new posts" once the reader has scrolled past the live blog\'s top', async ({
    page,
    request,
  }) => {
    const a = await api(request);
    const { id } = await channelWith(a, "Scrolled", ["A", "B", "C", "D", "E", "F"]);
    await page.setViewportSize({ width: 800, height: 500 });
    await page.goto(article(id));
    const host = page.locator("div.ticker-embed");
    await expect(host).toHaveAttribute("data-live", "open");
    await host.locator("article").nth(4).scrollIntoViewIfNeeded();
    await expect
      .poll(() => host.evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(-120);
    await publish(a, id, { title: "Held back", content: doc("Waits") });
    const button = host.getByRole("button", { name: EMBED_STRINGS.en.newPosts1 });
    await expect(button).toBeVisible();
    await expect(host.locator("article", { hasText: "Held back" })).toBeHidden();
    // The host page's title is the publisher's own.
    expect(await page.title()).toBe("Our newsroom");
    await button.click();
    await expect(host.locator("article").first()).toContainText("Held back");
    await expect(host.locator("article").first()).toBeInViewport();
  });

  test("injects its JSON-LD as data-inject-schema says", async ({ page, request }) => {
    const a = await api(request);
    const { id } = await channelWith(a, "Schema modes", ["One"]);
    const own = JSON.stringify({
      "@context": "https://schema.org",
      "@type": "LiveBlogPosting",
      headline: "Ours",
    });
    // auto: the page has a LiveBlogPosting of its own, so none is added.
    await page.goto(article(id, { ownLd: own }));
    await expect(page.locator("div.ticker-embed")).toHaveAttribute("data-live", "open");
    expect((await jsonLds(page)).map((b) => b.headline)).toEqual(["Ours"]);
    // always: added anyway.
    await page.goto(article(id, { ownLd: own, attrs: ' data-inject-schema="always"' }));
    await expect.poll(async () => (await jsonLds(page)).length).toBe(2);
    // off: none, even on a page without any.
    await page.goto(article(id, { attrs: ' data-inject-schema="off"' }));
    await expect(page.locator("div.ticker-embed")).toHaveAttribute("data-live", "open");
    expect(await jsonLds(page)).toEqual([]);
  });

  test("a permalink brings an old post into view, loading older pages, and highlights it", async ({
    page,
    request,
  }) => {
    const a = await api(request);
    const titles = Array.from({ length: 23 }, (_, i) => `Update ${i + 1}`);
    const { id, posts } = await channelWith(a, "Permalinks", titles);
    const oldest = posts[0]!;
    await page.goto(`${article(id)}#ticker-post-${oldest.id}`);
    const target = page.locator(`div.ticker-embed article[data-id="${oldest.id}"]`);
    await expect(target).toBeInViewport();
    await expect(target).toHaveClass(/t-target/);
    await expect(target).toContainText("Update 1");
    await expect(page.locator("div.ticker-embed article")).toHaveCount(23);
  });

  test("adopts a CMS's prefetched render in place, with no layout shift, and goes live", async ({
    page,
    request,
  }) => {
    const a = await api(request);
    const { id } = await channelWith(a, "Prefetched", ["Doors open", "Speeches"]);
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!e.hadRecentInput) w.cls += e.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${siteOrigin}/prefetched.html?channel=${id}`);
    const host = page.locator("div.ticker-embed");
    const box = await host.boundingBox();
    await expect(host).toHaveAttribute("data-live", "open");
    // The very elements the CMS printed, not a re-render.
    expect(
      await page.evaluate(() => {
        const w = window as unknown as { firstArticle: Element };
        return (
          w.firstArticle.isConnected &&
          w.firstArticle ===
            document.querySelector(".ticker-embed")?.shadowRoot?.querySelector("article")
        );
      }),
    ).toBe(true);
    expect(await host.boundingBox()).toEqual(box);
    expect(
      await page.evaluate(() => (window as unknown as { cls: number }).cls),
    ).toBeLessThanOrEqual(0.01);
    // The CMS's JSON-LD is the one kept current; none is added beside it.
    await liveBlogPosting(page);
    await publish(a, id, { title: "Vote", content: doc("Now") });
    await expect(host.locator("article").first()).toContainText("Vote");
    await expect.poll(() => headlines(page)).toEqual(["Vote", "Speeches", "Doors open"]);
    expect(await jsonLds(page)).toHaveLength(1);
  });

  test("a prefetched render goes live from its lastEventId: what was published since arrives", async ({
    page,
    request,
  }) => {
    const a = await api(request);
    const { id } = await channelWith(a, "Catch up", ["Before the render"]);
    // The post lands after the CMS rendered the page and before embed.js starts.
    await page.route(`${tickerOrigin}/embed.js`, async (route) => {
      await publish(a, id, { title: "After the render", content: doc("Caught up") });
      await route.continue();
    });
    await page.goto(`${siteOrigin}/prefetched.html?channel=${id}`);
    const host = page.locator("div.ticker-embed");
    const rendered = Number(await host.getAttribute("data-ticker-prefetched"));
    expect(rendered).toBeGreaterThan(0);
    await expect(host.locator("article").first()).toContainText("After the render");
    await expect(host.locator("article")).toHaveCount(2);
    await expect.poll(() => headlines(page)).toEqual(["After the render", "Before the render"]);
  });
});
