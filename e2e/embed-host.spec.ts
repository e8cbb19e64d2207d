import { expect, test } from "@playwright/test";
import { api, createChannel, doc, publish } from "./embed-helpers";
import { unique } from "./publishing-helpers";
import { allowLoopbackHostPages } from "./support/loopback-page";

allowLoopbackHostPages();

test.describe("embed.js on another origin", () => {
  test('embed.js with data-mode="iframe" inserts an iframe that resizes to its content', async ({
    page,
    request,
    baseURL,
  }) => {
    const a = await api(request);
    const channelId = await createChannel(a, unique("Embed host"));
    await publish(a, channelId, { title: "First", content: doc("One") });
    // Another origin (127.0.0.1 vs localhost), answered by the route, never by the server.
    const host = `${String(baseURL).replace("localhost", "127.0.0.1")}/newsroom-article.html`;
    await page.route(host, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html><body style="margin:0"><h1>Our newsroom</h1>
<div class="ticker-embed" data-channel="${channelId}" data-skin="materialdesign" data-mode="iframe"></div>
<script async src="${baseURL}/embed.js"></script><p id="after">After the embed</p></body></html>`,
      }),
    );
    await page.goto(host);
    const frame = page.locator("div.ticker-embed iframe");
    await expect(frame).toHaveAttribute("src", `${baseURL}/embed/${channelId}?skin=materialdesign`);
    const inner = page.frameLocator("div.ticker-embed iframe");
    await expect(inner.locator("article")).toHaveCount(1);
    const contentHeight = async () =>
      inner.locator("html").evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
    await expect
      .poll(async () =>
        Math.abs((await frame.evaluate((f) => f.clientHeight)) - (await contentHeight())),
      )
      .toBeLessThanOrEqual(2);
    const before = await frame.evaluate((f) => f.clientHeight);
    for (let i = 0; i < 3; i++) {
      await publish(a, channelId, { title: `More ${i}`, content: doc("Text ".repeat(60)) });
    }
    await expect(inner.locator("article")).toHaveCount(4);
    await expect.poll(() => frame.evaluate((f) => f.clientHeight)).toBeGreaterThan(before + 100);
    await expect
      .poll(async () =>
        Math.abs((await frame.evaluate((f) => f.clientHeight)) - (await contentHeight())),
      )
      .toBeLessThanOrEqual(2);
  });
});
