import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken } from "./publishing-helpers";
import { loginAndOpen, loginAs } from "./support/auth";
import { confirmDelete } from "./support/confirm";
import { DEMO, type DemoRole } from "./support/demo";

const stamp = () => Date.now().toString(36);

/** Asks the API to create a tag as a demo user. */
const postTag = async (request: APIRequestContext, role: DemoRole, name: string) =>
  request.post(`/api/tags/${DEMO.host}`, {
    headers: { Authorization: `Bearer ${await apiToken(request, role)}` },
    data: { name },
  });

async function openTags(page: Page) {
  await page.getByRole("button", { name: "Manage tags" }).click();
  const dialog = page.getByRole("dialog", { name: "Tags" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("an editor creates, renames and deletes a tag; a duplicate name is refused", async ({
  page,
}) => {
  await loginAs(page, "editor");
  await expect(page).toHaveURL(DEMO.channelsPath);
  const dialog = await openTags(page);
  const rows = dialog.getByTestId("tag-row");

  const name = `Election ${stamp()}`;
  await dialog.getByLabel("New tag").fill(name);
  await dialog.getByRole("button", { name: "Add tag" }).click();
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
  await expect(dialog.getByLabel("New tag")).toHaveValue("");

  // Same name in another case: the tag-not-unique message on the field.
  await dialog.getByLabel("New tag").fill(name.toUpperCase());
  await dialog.getByRole("button", { name: "Add tag" }).click();
  await expect(dialog.getByText("A tag with this name already exists.")).toBeVisible();
  await expect(dialog.getByLabel("New tag")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("New tag").fill("");

  const renamed = `${name} results`;
  await dialog.getByRole("button", { name: `Rename ${name}` }).click();
  const field = dialog.getByLabel(`New name for ${name}`);
  await expect(field).toBeFocused();
  await field.fill(renamed);
  await field.press("Enter");
  await expect(rows.filter({ hasText: renamed })).toHaveCount(1);

  await dialog.getByRole("button", { name: `Delete ${renamed}` }).click();
  await confirmDelete(page, "Delete tag?");
  await expect(rows.filter({ hasText: renamed })).toHaveCount(0);
});

test("the server refuses a duplicate it was not told about", async ({ page, request }) => {
  await loginAs(page, "editor");
  await expect(page).toHaveURL(DEMO.channelsPath);
  const dialog = await openTags(page);
  const name = `Weather ${stamp()}`;

  // Someone else creates the tag after the list was loaded.
  expect((await postTag(request, "admin", name)).ok()).toBe(true);

  await dialog.getByLabel("New tag").fill(name.toLowerCase());
  await dialog.getByRole("button", { name: "Add tag" }).click();
  await expect(dialog.getByText("A tag with this name already exists.")).toBeVisible();
});

test("the features console's tags page is the tags manager", async ({ page }) => {
  await loginAndOpen(page, `/accounts/${DEMO.domain}/${DEMO.accountKey}/features-console/tags`);
  await expect(page.getByRole("heading", { level: 1, name: "Tags" })).toBeVisible();
  await expect(page.getByLabel("New tag")).toBeVisible();
});

test("a guest cannot manage tags", async ({ page, request }) => {
  await loginAs(page, "guest");
  await expect(page).toHaveURL(/\/channels\/[0-9a-f-]{36}/);
  await expect(page.getByRole("button", { name: "Manage tags" })).toHaveCount(0);
  expect((await postTag(request, "guest", "Guest tag")).status()).toBe(403);
});
