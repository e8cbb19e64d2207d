import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { channelIdByName, loginAs } from "./support/auth";
import { DEMO, type DemoRole } from "./support/demo";

/** An 8×8 PNG, enough for the upload's magic-byte sniffing. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4o6aGFTEMLQkAF/tKAS/fz4YAAAAASUVORK5CYII=",
  "base64",
);

export const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

/** A demo user's API token (the admin's unless another is named). */
export async function apiToken(request: APIRequestContext, role: DemoRole = "admin") {
  const { email, password } = DEMO.users[role];
  const auth = await request.post(`/api/auth/${DEMO.domain}/authenticate`, {
    data: { email, password },
  });
  expect(auth.ok()).toBe(true);
  return ((await auth.json()) as { jwt: string }).jwt;
}

/** The desktop window the publishing specs share, so that they test the wide layout alike. */
const DESKTOP = { width: 1280, height: 900 };

/** Signs in as admin and opens "Election night" from the channels list (on a desktop if asked). */
export async function openElectionNight(page: Page, size?: "desktop"): Promise<string> {
  if (size === "desktop") await page.setViewportSize(DESKTOP);
  const channelId = await channelIdByName(page.request, "Election night");
  await page.goto("/login");
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await page.getByRole("link", { name: "Election night", exact: true }).first().click();
  await expect(page).toHaveURL(`${DEMO.channelsPath}/${channelId}`);
  await expect(page.getByRole("heading", { name: "Election night", level: 1 })).toBeVisible();
  return channelId;
}

/** Signs in as admin, creates a channel from the channels list of `accountKey` and opens it. */
export async function createAndOpenChannel(
  page: Page,
  name: string,
  accountKey = "newsroom",
): Promise<void> {
  await page.goto("/login");
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  if (accountKey !== "newsroom") await page.goto(`/accounts/${DEMO.domain}/${accountKey}/channels`);
  await page.getByRole("button", { name: "Create channel" }).click();
  const create = page.getByRole("dialog", { name: "Create a channel" });
  await create.getByLabel("Channel name").fill(name);
  await create.getByRole("button", { name: "Create channel" }).click();
  await expect(create).toBeHidden();
  await page.getByRole("link", { name, exact: true }).first().click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

export const editorBox = (page: Page) => page.getByRole("textbox", { name: "Post content" });

/** Opens a new post's editor from its composer (LazyPostEditor), as someone starting to write. */
export async function openEditor(page: Page): Promise<void> {
  await page.getByLabel("Title", { exact: true }).click();
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
}

/** Writes a simple post (title and a paragraph) and publishes it. */
export async function publishSimple(page: Page, title: string, body = "Body text"): Promise<void> {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await editorBox(page).click();
  await page.keyboard.type(body);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();
  await expect(feedPost(page, title)).toBeVisible();
}

export const feedPost = (page: Page, title: string) =>
  page.locator("article[data-post-id]").filter({ has: page.getByRole("heading", { name: title }) });

export async function postAction(page: Page, title: string, action: string): Promise<void> {
  await feedPost(page, title)
    .getByRole("button", { name: /^Actions for/ })
    .click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
}

/** Opens a post in the editor from its feed menu, once the live feed shows it. */
export async function editFromFeed(page: Page, title: string): Promise<void> {
  await expect(feedPost(page, title)).toBeVisible({ timeout: 10_000 });
  await postAction(page, title, "Edit");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
}

/** A draft's card on the Drafts tab, found by its title. */
export const draftCard = (page: Page, title: string) =>
  page.locator("article").filter({ has: page.getByRole("heading", { name: title }) });
