import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { EMBED_STRINGS } from "../domain/embed/shared";
import { api, createChannel, doc, publish } from "./embed-helpers";
import { unique } from "./publishing-helpers";
import { allowLoopbackHostPages } from "./support/loopback-page";
import { SHOTS, shoot, VIEWPORTS } from "./support/screenshots";

/**
 * Shots of the in-page embed on a plain newsroom article (served here, on another origin) for
 * people to look at (screenshots/, gitignored): a light article with the default skin, a dark
 * one with the darkmode skin (the skin is the publisher's choice: the live blog cannot know the
 * article's colours), on a desktop and a 390 px phone, in English and Norwegian.
 */

allowLoopbackHostPages();

let site: Server;
let siteOrigin = "";
let tickerOrigin = "";

/** The article: the embed snippet between the newsroom's own heading and text, nothing else. */
function article(params: URLSearchParams): string {
  const dark = params.get("theme") === "dark";
  const lang = params.get("lang") ?? "en";
  const colors = dark ? "background:#111418;color:#e6e9ee" : "background:#fff;color:#1a1a1a";
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Our newsroom</title></head>
<body style="margin:0;font:17px/1.5 Georgia,serif;${colors}"><main style="max-width:760px;margin:0 auto;padding:16px">
<h1 style="font-size:28px;line-height:1.2">Election night in Norway</h1>
<p>Follow the count as it happens, with our reporters across the country.</p>
<div class="ticker-embed" data-channel="${params.get("channel")}" data-skin="${dark ? "darkmode" : "default"}" data-lang="${lang}"></div>
<script async src="${tickerOrigin}/embed.js"></script>
<p>This article is updated through the night.</p></main></body></html>`;
}

test.beforeAll(async ({ baseURL }) => {
  tickerOrigin = String(baseURL);
  site = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(article(new URL(req.url ?? "/", "http://127.0.0.1").searchParams));
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

test("in-page embed screenshots: light and dark; desktop and phone; English and Norwegian", async ({
  browser,
  request,
}) => {
  const a = await api(request);
  const channel = await createChannel(a, unique("Election night"));
  await publish(a, channel, { title: "Polls are open", content: doc("Turnout is high so far.") });
  await publish(a, channel, {
    title: "Exit poll",
    content: doc("Labour 27 %, Conservatives 24 %, Progress 15 %."),
    keyEvent: true,
  });
  await publish(a, channel, {
    title: "First results from Bergen",
    // A long unbroken word must wrap inside a phone's width, not push the article sideways.
    content: doc(
      "Labour leads with 31 % of the votes counted.",
      "Results: https://valgresultat.no/2025/stortingsvalg/vestland/bergen/opptelling-foreløpig",
    ),
    breaking: true,
  });
  for (const [theme, device] of SHOTS) {
    for (const lang of ["en", "no"] as const) {
      const context = await browser.newContext({ viewport: VIEWPORTS[device], colorScheme: theme });
      const page = await context.newPage();
      await page.goto(`${siteOrigin}/?${new URLSearchParams({ channel, theme, lang })}`);
      const host = page.locator("div.ticker-embed");
      await expect(host).toHaveAttribute("data-live", "open");
      // What the reader sees: the posts, newest first, and the skin's words in the language.
      await expect(host.locator("article")).toHaveCount(3);
      await expect(host.locator("article").first()).toContainText("First results from Bergen");
      await expect(host.locator(".t-live")).toHaveText(EMBED_STRINGS[lang].live);
      const keys = host.locator(".t-keys-title");
      await expect(keys).toHaveText(EMBED_STRINGS[lang].keyEvents);
      // The box's small-caps heading, not a browser's default h2 (1.5em, wide margins).
      await expect(keys).toHaveCSS("text-transform", "uppercase");
      await expect(keys).toHaveCSS("margin-top", "0px");
      // The skin's cards match the article: dark on the dark one, light on the light one.
      const card = await host
        .locator("article")
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(card).toBe(theme === "dark" ? "rgb(24, 29, 38)" : "rgb(255, 255, 255)");
      // Nothing is wider than the screen, the live blog's own boxes included.
      const overflow = await page.evaluate(() => {
        const root = document.querySelector(".ticker-embed")?.shadowRoot;
        const widest = Math.max(
          0,
          ...Array.from(
            root?.querySelectorAll("*") ?? [],
            (el) => el.getBoundingClientRect().right,
          ),
        );
        return Math.max(document.documentElement.scrollWidth, widest) - window.innerWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      await shoot(page, `embed-in-page-${lang}-${theme}-${device}`, true);
      await context.close();
    }
  }
});
