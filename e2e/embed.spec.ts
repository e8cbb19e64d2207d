import { expect, type Page, test } from "@playwright/test";
import { EMBED_SKINS } from "../domain/embed/skins";
import { api, auth, createChannel, doc, type PostDto, publish } from "./embed-helpers";
import { unique } from "./publishing-helpers";
import { DEMO } from "./support/demo";

/** The embed page has its live script running and its stream (or polling) set up. */
async function openEmbed(page: Page, channelId: string, skin = "default") {
  await page.goto(`/embed/${channelId}?skin=${skin}&lang=en`);
  await expect(page.locator(".t-channel")).toBeVisible();
  await page.waitForLoadState("load");
}

test.describe("reader embed", () => {
  test("a post published by an editor reaches the reader within 1 s; edit and delete too", async ({
    browser,
    request,
  }) => {
    const a = await api(request);
    const channelId = await createChannel(a, unique("Embed live"));
    await publish(a, channelId, { title: "Before the reader came", content: doc("Old news") });

    const reader = await browser.newContext();
    const page = await reader.newPage();
    await openEmbed(page, channelId);
    await expect(page.locator("article")).toHaveCount(1);
    await expect(page.locator("html")).toHaveAttribute("data-live", "open");

    const title = unique("Live from the editor");
    const started = Date.now();
    const post = await publish(a, channelId, { title, content: doc("Fresh") });
    await expect(page.locator(`#post-${post.id} .t-title`)).toHaveText(title, { timeout: 1000 });
    const elapsed = Date.now() - started;
    console.log(
      `embed: post visible to the reader ${elapsed} ms after the publish request started`,
    );
    expect(elapsed).toBeLessThan(1000);
    // Newest first, no reload.
    await expect(page.locator("article").first()).toHaveId(`post-${post.id}`);

    const edit = await request.put(`/api/posts/${DEMO.host}/${channelId}/${post.id}`, {
      headers: auth(a),
      data: { title: `${title} (edited)`, content: doc("Edited text"), version: post.version },
    });
    expect(edit.ok(), await edit.text()).toBe(true);
    await expect(page.locator(`#post-${post.id} .t-title`)).toHaveText(`${title} (edited)`);
    await expect(page.locator(`#post-${post.id} .t-body`)).toHaveText("Edited text");

    const edited = (await edit.json()) as PostDto;
    const del = await request.delete(
      `/api/posts/${DEMO.host}/${channelId}/${post.id}?version=${edited.version}`,
      { headers: auth(a) },
    );
    expect(del.ok(), await del.text()).toBe(true);
    await expect(page.locator(`#post-${post.id}`)).toHaveCount(0);
    await expect(page.locator("article")).toHaveCount(1);
    await reader.close();
  });

  test("shows 'N new posts' and the count in the title when the reader has scrolled", async ({
    page,
    request,
  }) => {
    const a = await api(request);
    const channelId = await createChannel(a, unique("Embed scroll"));
    for (let i = 0; i < 8; i++) {
      await publish(a, channelId, { title: `Post ${i}`, content: doc("Lorem ipsum ".repeat(40)) });
    }
    await page.setViewportSize({ width: 500, height: 500 });
    await openEmbed(page, channelId);
    await expect(page.locator("html")).toHaveAttribute("data-live", "open");
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const post = await publish(a, channelId, { title: "While you were reading" });
    const button = page.locator(".t-new");
    await expect(button).toHaveText("1 new post");
    await expect(page).toHaveTitle(/^\(1\) /);
    await expect(page.locator(`#post-${post.id}`)).toBeHidden();
    await button.click();
    await expect(page.locator(`#post-${post.id}`)).toBeVisible();
    await expect(page).not.toHaveTitle(/^\(1\) /);
  });

  test("load more works with JavaScript, and without it as a link", async ({
    browser,
    request,
  }) => {
    const a = await api(request);
    const channelId = await createChannel(a, unique("Embed more"));
    for (let i = 0; i < 23; i++) await publish(a, channelId, { title: `Numbered ${i}` });
    const js = await browser.newContext();
    const page = await js.newPage();
    await openEmbed(page, channelId);
    await expect(page.locator("article")).toHaveCount(20);
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(page.locator("article")).toHaveCount(23);
    await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);
    await js.close();

    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(`/embed/${channelId}?skin=white`);
    await expect(plain.locator("article")).toHaveCount(20);
    await plain.getByRole("link", { name: "Load more" }).click();
    await expect(plain).toHaveURL(/before=/);
    await expect(plain.locator("article")).toHaveCount(3);
    await expect(plain.getByText("Numbered 0")).toBeVisible();
    await noJs.close();
  });

  test("falls back to polling the changes endpoint where EventSource is unavailable", async ({
    browser,
    request,
  }) => {
    const a = await api(request);
    const channelId = await createChannel(a, unique("Embed polling"));
    const reader = await browser.newContext();
    await reader.addInitScript(() => {
      Reflect.deleteProperty(window, "EventSource");
    });
    const page = await reader.newPage();
    const polls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/changes?since=")) polls.push(r.url());
    });
    await openEmbed(page, channelId);
    const post = await publish(a, channelId, { title: "Seen by polling" });
    await expect(page.locator(`#post-${post.id}`)).toBeVisible({ timeout: 8000 });
    expect(polls.length).toBeGreaterThan(0);
    await reader.close();
  });

  test("a reader sends a question from the embed; it is stored as pending", async ({
    page,
    request,
  }) => {
    const a = await api(request);
    const channelId = await createChannel(a, unique("Embed questions"));
    await openEmbed(page, channelId);
    await page.getByText("Send us a comment or a question").click();
    await page.getByLabel("Question").check();
    await page.getByLabel("Name").fill("<b>Kari</b>");
    await page.getByLabel("Your message").fill("Who is on the bench? <script>x</script>");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Thanks — your question will appear once approved",
    );
    const list = await request.get(
      `/api/contributions/${DEMO.host}/${channelId}?kind=question&status=pending`,
      { headers: auth(a) },
    );
    expect(list.ok(), await list.text()).toBe(true);
    const items = (await list.json()) as { message: string; authorName: string }[];
    expect(items).toEqual([
      expect.objectContaining({
        message: "Who is on the bench? <script>x</script>",
        authorName: "<b>Kari</b>",
      }),
    ]);
  });

  test("the kind a reader chose stays chosen for the next message", async ({ page, request }) => {
    const a = await api(request);
    const channelId = await createChannel(a, unique("Embed kind"));
    await openEmbed(page, channelId);
    await page.getByText("Send us a comment or a question").click();
    await page.getByLabel("Comment").check();
    await page.getByLabel("Your message").fill("First comment");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Thanks — your comment will appear once approved",
    );
    await expect(page.getByLabel("Comment")).toBeChecked();
    await expect(page.getByLabel("Your message")).toHaveValue("");
    await page.getByLabel("Your message").fill("Second comment");
    await page.getByRole("button", { name: "Send" }).click();
    await expect
      .poll(async () => {
        const res = await request.get(
          `/api/contributions/${DEMO.host}/${channelId}?kind=comment&status=pending`,
          { headers: auth(a) },
        );
        return ((await res.json()) as { message: string }[]).map((c) => c.message).sort();
      })
      .toEqual(["First comment", "Second comment"]);
  });

  test("oEmbed answers valid JSON for a channel URL", async ({ request, baseURL }) => {
    const a = await api(request);
    const name = unique("Embed oembed");
    const channelId = await createChannel(a, name);
    const url = `${baseURL}/embed/${channelId}?skin=sports`;
    const res = await request.get(`/oembed?url=${encodeURIComponent(url)}&format=json`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/json");
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      version: "1.0",
      type: "rich",
      provider_name: "Ticker",
      title: name,
    });
    expect(String(body.html)).toContain(`src="${baseURL}/embed/${channelId}?skin=sports"`);
    expect(typeof body.width).toBe("number");
    expect(typeof body.height).toBe("number");
    expect((await request.get(`/oembed?url=${encodeURIComponent(url)}&format=xml`)).status()).toBe(
      501,
    );
  });

  test("screenshots of the 7 skins (desktop and phone)", async ({ page, request }) => {
    test.setTimeout(120_000);
    const a = await api(request);
    const channelId = await createChannel(a, "Cup final: Rosenborg – Brann");
    const start = new Date(Date.now() - 40 * 60_000).toISOString();
    const end = new Date(Date.now() + 50 * 60_000).toISOString();
    await request.post(`/api/countdowns/${DEMO.host}/${channelId}`, {
      headers: auth(a),
      data: { title: "Second half", start, end },
    });
    await request.put(`/api/channels/${DEMO.host}/${channelId}/top-text`, {
      headers: auth(a),
      data: { content: doc("Follow the final live from Lerkendal. Kick-off 19:00."), version: 0 },
    });
    await publish(a, channelId, {
      title: "Line-ups are in",
      content: doc("Rosenborg start with the same eleven as last week. Brann make two changes."),
      importance: "common",
      icons: ["misc-info"],
      tags: ["lineups"],
    });
    await publish(a, channelId, {
      title: "Kick-off!",
      content: doc("We are under way in front of a sold-out crowd."),
      icons: ["sport-kick-off"],
    });
    const chance = await publish(a, channelId, {
      title: "Big chance for Brann",
      content: doc("A header from six yards, but the keeper gets a glove to it."),
      importance: "important",
      icons: ["sport-save"],
    });
    await publish(a, channelId, {
      title: "GOAL! Rosenborg 1–0",
      content: doc("A thunderous strike from 25 metres into the top corner. The stadium erupts."),
      importance: "very-important",
      breaking: true,
      icons: ["sport-goal"],
      tags: ["goal"],
    });
    const pinned = await publish(a, channelId, {
      title: "How to follow the final",
      content: doc("Live updates here, highlights after the match."),
      icons: ["misc-pin"],
    });
    await request.post(`/api/posts/${DEMO.host}/${channelId}/${pinned.id}/pin`, {
      headers: auth(a),
      data: { version: pinned.version, pinned: true },
    });
    await request.post(`/api/posts/${DEMO.host}/${channelId}/${chance.id}/highlight`, {
      headers: auth(a),
      data: { version: chance.version, highlighted: true },
    });
    const asked = await request.post(`/api/live/public/${channelId}/contributions`, {
      data: { kind: "question", name: "Kari", message: "Who is on the bench for Brann tonight?" },
    });
    const questionId = ((await asked.json()) as { id: string }).id;
    await request.post(`/api/contributions/${DEMO.host}/${channelId}/${questionId}/replies`, {
      headers: auth(a),
      data: { message: "Five substitutes, including the captain who is back from injury." },
    });
    await request.post(`/api/contributions/${DEMO.host}/${channelId}/${questionId}/publish`, {
      headers: auth(a),
    });
    for (const skin of EMBED_SKINS) {
      for (const [device, size] of [
        ["desktop", { width: 1280, height: 900 }],
        ["phone", { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size);
        await openEmbed(page, channelId, skin);
        await expect(page.locator("article")).toHaveCount(5);
        await page.screenshot({ path: `screenshots/embed-${skin}-${device}.png`, fullPage: true });
      }
    }
  });
});
