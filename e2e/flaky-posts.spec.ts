import { expect, type Page, test } from "@playwright/test";
import {
  apiToken,
  editFromFeed,
  editorBox,
  feedPost,
  openElectionNight,
  unique,
} from "./publishing-helpers";
import { DEMO } from "./support/demo";
import { flakyWrites } from "./support/flaky-network";

// A page the service worker controls sends its requests past page.route (Playwright's own
// warning), so a drop the test counts on could miss the publish it was meant for.
test.use({ serviceWorkers: "block" });

const RETRYING = "Publishing…, retrying";

/** The editor once a publish is confirmed: empty, and ready for the next post. */
async function expectEmptyAndReady(page: Page) {
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  await expect(page.getByText(RETRYING)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled();
}

async function write(page: Page, title: string, body: string) {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await editorBox(page).click();
  await page.keyboard.type(body);
}

/** The channel's posts on the server whose title starts with `prefix`, as titles. */
async function serverTitles(page: Page, channelId: string, prefix: string) {
  const jwt = await apiToken(page.request);
  const res = await page.request.get(
    `/api/posts/${DEMO.host}/${channelId}?q=${encodeURIComponent(prefix)}&limit=50`,
    { headers: { Authorization: `Bearer ${jwt}` } },
  );
  expect(res.ok()).toBe(true);
  const feed = (await res.json()) as { items: { title: string }[] };
  return feed.items
    .map((p) => p.title)
    .filter((t) => t.startsWith(prefix))
    .sort();
}

/** Writes a post and publishes it; `retried`: the link loses it first, and it is sent again. */
async function publishWritten(page: Page, title: string, body: string, retried = false) {
  await write(page, title, body);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  if (retried) await expect(page.getByText(RETRYING).first()).toBeVisible();
  await expect(page.getByText("Post published").first()).toBeVisible({
    timeout: retried ? 60_000 : undefined,
  });
  await expectEmptyAndReady(page);
}

test("posts lost on a flaky link retry by themselves and publish once each", async ({ page }) => {
  test.setTimeout(120_000);
  const channelId = await openElectionNight(page, "desktop");
  const prefix = unique("Flaky post");
  const flaky = flakyWrites();
  await page.route("**/api/posts/**", flaky);

  // Lost before the server, then lost after it applied the post, then through.
  await publishWritten(page, `${prefix} one`, "First body.", true);
  await publishWritten(page, `${prefix} two`, "Second body.");

  // An update goes through the same losses.
  await editFromFeed(page, `${prefix} one`);
  await page.getByLabel("Title", { exact: true }).fill(`${prefix} one, updated`);
  await page.getByRole("button", { name: "Update post", exact: true }).click();
  await expect(page.getByText(RETRYING).first()).toBeVisible();
  await expect(page.getByText("Post updated").first()).toBeVisible({ timeout: 60_000 });
  await expectEmptyAndReady(page);

  await publishWritten(page, `${prefix} three`, "Third body.");

  await page.unroute("**/api/posts/**", flaky);
  expect(await serverTitles(page, channelId, prefix)).toEqual([
    `${prefix} one, updated`,
    `${prefix} three`,
    `${prefix} two`,
  ]);
  await expect(feedPost(page, `${prefix} one, updated`)).toHaveCount(1);
});

test("a second press after a lost answer sends the same key: published once", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const channelId = await openElectionNight(page, "desktop");
  const title = unique("Lost answer");
  let lost = false;
  await page.route("**/api/posts/**", async (route) => {
    if (route.request().method() !== "POST" || lost) return route.continue();
    lost = true;
    // The server publishes, and the connection drops before its answer arrives.
    await route.fetch();
    await context.setOffline(true);
    return route.abort("internetdisconnected");
  });

  await write(page, title, "Body.");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/You're offline/).first()).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

  await context.setOffline(false);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();
  await expectEmptyAndReady(page);
  expect(await serverTitles(page, channelId, title)).toEqual([title]);
});
