import { expect, test } from "@playwright/test";
import { api, auth } from "./embed-helpers";
import { pluginAccount } from "./plugins-helpers";
import { editorBox } from "./publishing-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

/**
 * Plugins end to end: an administrator switches Polls and Social sharing on, an
 * editor adds a poll to a post, a reader votes in the embed and a second open embed and the
 * editor's feed see the count change live; share links show only while their plugin is on.
 */

const key = `plg${Date.now().toString(36)}`;
const host = `${key}.${DEMO.domain}`;

test("polls and share links work from the plugins screen to the reader", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const a = await api(request);
  const channelId = await pluginAccount(a, key, "Derby day");
  const before = await a.request.post(`/api/posts/${host}/${channelId}`, {
    headers: auth(a),
    data: { title: "Warm-up", content: { type: "doc", content: [] } },
  });
  expect(before.ok(), await before.text()).toBe(true);

  // Plugins off: no share links, and the editor has no poll button.
  const off = await browser.newPage();
  await off.goto(`/embed/${channelId}?lang=en`);
  await expect(off.locator("article.t-post").first()).toBeVisible();
  await expect(off.getByRole("navigation", { name: "Share this post" })).toHaveCount(0);
  await off.close();

  await page.goto("/login");
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await page.goto(`/accounts/${DEMO.domain}/${key}/details/extensions/plugins`);
  for (const name of ["Polls", "Social sharing"]) {
    await page.getByTestId("plugin-switch").filter({ hasText: name }).click();
    await expect(page.getByText(`${name} switched on`)).toBeVisible();
  }

  // The editor adds a poll and publishes it.
  await page.goto(`/accounts/${DEMO.domain}/${key}/channels/${channelId}`);
  // The first open of the editor loads its lazy chunks: slow on a busy machine.
  await expect(page.getByRole("heading", { name: "Derby day", level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await expect(editorBox(page)).toBeVisible({ timeout: 60_000 });
  await page.getByLabel("Title", { exact: true }).fill("Man of the match");
  await editorBox(page).click();
  await page.keyboard.type("Vote now.");
  await page.getByRole("button", { name: "Add a poll" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a poll" });
  await dialog.getByRole("button", { name: "Insert poll" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Write a question and 2 to 6 answers.");
  await dialog.getByRole("textbox", { name: "Question" }).fill("Who was best?");
  await dialog.getByRole("textbox", { name: "Answer 1" }).fill("Ada");
  await dialog.getByRole("textbox", { name: "Answer 2" }).fill("Bo");
  await dialog.getByRole("button", { name: "Add an answer" }).click();
  await dialog.getByRole("textbox", { name: "Answer 3" }).fill("Cy");
  await dialog.getByRole("button", { name: "Insert poll" }).click();
  await expect(dialog).toBeHidden();
  await expect(editorBox(page).locator("[data-poll-block]")).toContainText("Who was best?");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();
  const results = page.getByTestId("poll-results").first();
  await expect(results.getByTestId("poll-total")).toHaveText("0 votes");

  // Two readers, each with their own browser storage; the second just watches.
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await watcher.goto(`/embed/${channelId}?lang=en`);
  await expect(watcher.locator("html")).toHaveAttribute("data-live", "open");
  const watched = watcher.getByRole("group", { name: "Who was best?" });
  await expect(watched.locator(".t-poll-total")).toHaveText("0 votes");

  // The voter reads it in a newsroom's article (embed.js): the sandboxed frame has no storage,
  // so the loader keeps the reader's id in the article's.
  const voterContext = await browser.newContext();
  const article = `${baseURL}/derby-article.html`;
  await voterContext.route(article, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html><body><h1>Derby day</h1>
<div class="ticker-embed" data-channel="${channelId}" data-lang="en" data-mode="iframe"></div>
<script async src="${baseURL}/embed.js"></script></body></html>`,
    }),
  );
  const voterPage = await voterContext.newPage();
  await voterPage.goto(article);
  const voter = voterPage.frameLocator("div.ticker-embed iframe");
  const poll = voter.getByRole("group", { name: "Who was best?" });
  await poll.getByRole("button", { name: /Bo/ }).click();
  await expect(poll.getByRole("status")).toHaveText("Thanks for voting");
  await expect(poll.getByRole("button", { name: /Bo/ })).toHaveAttribute("aria-pressed", "true");
  await expect(poll.locator(".t-poll-total")).toHaveText("1 vote");

  // Live: the other reader and the editor's feed see the new count without reloading.
  await expect(watched.locator(".t-poll-total")).toHaveText("1 vote");
  await expect(watched.getByRole("button", { name: /Bo/ })).toContainText("100% · 1");
  await expect(results.getByTestId("poll-total")).toHaveText("1 vote");

  // One vote per reader: after a reload the vote is remembered and the answers are closed.
  await voterPage.reload();
  await expect(poll.locator(".t-poll-total")).toHaveText("1 vote");
  await expect(poll.getByRole("button", { name: /Ada/ })).toBeDisabled();

  // Share links on each post, pointing at the post inside the embed.
  const share = voter.getByRole("navigation", { name: "Share this post" }).first();
  await expect(share.getByRole("link", { name: "X" })).toHaveAttribute(
    "href",
    /^https:\/\/twitter\.com\/intent\/tweet\?url=.*%23post-/,
  );
  await expect(share.getByRole("link", { name: "Facebook" })).toBeVisible();
  await expect(share.getByRole("link", { name: "LinkedIn" })).toBeVisible();
  await expect(share.getByRole("link", { name: "E-mail" })).toHaveAttribute("href", /^mailto:/);
  await expect(share.getByRole("button", { name: "Copy link" })).toBeVisible();
  await voterContext.close();
  await watcherContext.close();
});
