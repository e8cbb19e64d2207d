import { expect, test } from "@playwright/test";
import {
  createAndOpenChannel,
  editorBox,
  feedPost,
  openEditor,
  openElectionNight,
  PNG,
  postAction,
  publishSimple,
  unique,
} from "./publishing-helpers";
import { channelIdByName, loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

test.describe.configure({ mode: "serial" });

test("create a channel, write a rich post, publish it, pin, highlight, reorder and delete it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await createAndOpenChannel(page, unique("Budget day"));

  const title = unique("Polls closed");
  await page.getByLabel("Title", { exact: true }).fill(title);
  const editor = editorBox(page);
  await editor.click();
  await page.getByRole("button", { name: "Header 3" }).click();
  await page.keyboard.type("First results");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read the analysis");
  // Select the last line and link it.
  await page.keyboard.down("Shift");
  await page.keyboard.press("Home");
  await page.keyboard.up("Shift");
  await page.getByRole("button", { name: "Link", exact: true }).click();
  const linkDialog = page.getByRole("dialog", { name: "Link" });
  await linkDialog.getByLabel("URL").fill("https://example.com/analysis");
  await linkDialog.getByRole("button", { name: "Apply" }).click();
  await expect(editor.locator("h3")).toHaveText("First results");
  await expect(editor.locator('a[href="https://example.com/analysis"]')).toBeVisible();

  // Image by upload.
  await editor.press("End");
  await page.getByRole("button", { name: "Image", exact: true }).click();
  await page.getByTestId("image-file-input").setInputFiles({
    name: "dot.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(editor.locator('img[src*="/uploads/"]')).toBeVisible();

  // A tag.
  const tagInput = page.getByLabel("Add a tag");
  await tagInput.fill("Election");
  await tagInput.press("Enter");
  await expect(page.getByRole("button", { name: "Remove tag Election" })).toBeVisible();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();
  const card = feedPost(page, title);
  await expect(card).toBeVisible();
  await expect(card.locator("h3", { hasText: "First results" })).toBeVisible();
  await expect(card.locator('a[href="https://example.com/analysis"]')).toBeVisible();
  await expect(card.locator('img[src*="/uploads/"]')).toBeVisible();
  await expect(card.getByText("#Election")).toBeVisible();

  // Pin and highlight.
  await postAction(page, title, "Pin");
  await expect(card).toHaveAttribute("data-pinned", "true");
  await expect(page.locator("article[data-post-id]").first()).toHaveAttribute(
    "data-pinned",
    "true",
  );
  await postAction(page, title, "Highlight");
  await expect(card).toHaveAttribute("data-highlighted", "true");
  await postAction(page, title, "Unpin");
  await expect(card).not.toHaveAttribute("data-pinned", "true");

  // Reorder: a newer post is on top of the unpinned ones; move it down below the first.
  const second = unique("Turnout");
  await publishSimple(page, second, "Turnout at 78 percent");
  const order = async () =>
    page
      .locator("article[data-post-id]:not([data-pinned]) h3")
      .evaluateAll((els) => els.map((e) => e.textContent ?? ""));
  await expect
    .poll(async () => (await order()).indexOf(second))
    .toBeLessThan((await order()).indexOf(title));
  await postAction(page, second, "Move down");
  await expect
    .poll(async () => {
      const now = await order();
      return now.indexOf(second) > now.indexOf(title);
    })
    .toBe(true);

  // Delete with confirmation.
  await postAction(page, second, "Delete");
  const confirm = page.getByRole("alertdialog", { name: "Delete this post?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(feedPost(page, second)).toHaveCount(0);
});

test("validation: an empty post is refused with the spec's message", async ({ page }) => {
  await openElectionNight(page, "desktop");
  await openEditor(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(
    page.getByText("The post needs to have a title or content in order to be published"),
  ).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill("   ");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("The title shouldn't be empty")).toBeVisible();
});

test("the feed route works at phone width and is not found on desktop", async ({ page }) => {
  const channelId = await channelIdByName(page.request, "Election night");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  const feedUrl = `${DEMO.channelsPath}/${channelId}/feed`;
  await page.goto(feedUrl);
  await expect(page.getByRole("link", { name: /^Feed/ })).toHaveClass(/active/);
  await expect(page.getByRole("searchbox", { name: "Search posts" })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(feedUrl);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
