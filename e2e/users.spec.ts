import { expect, type Page, test } from "@playwright/test";
import { loginAs } from "./support/auth";
import {
  adminToken,
  auth,
  createUser,
  crossAccess,
  deleteUserByApi,
  usersPath,
} from "./users-helpers";

const stamp = () => Date.now().toString(36);

async function openEditor(page: Page, email: string, name: string) {
  const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByTestId("edit-user-dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test("an admin edits a user: role defaults, cross-account access, progress with a failing step, delete", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await createUser(request, "edit", `Edna Edit ${stamp()}`);
  await loginAs(page, "admin");
  await page.waitForURL(/channels/);
  await page.goto(usersPath);
  await expect(
    page.getByTestId("users-page").getByRole("heading", { name: "Active users" }),
  ).toBeVisible();
  await page.getByLabel("Filter by name, email or username").fill(user.email);
  await expect(page.getByTestId("user-row")).toHaveCount(1);

  let dialog = await openEditor(page, user.email, user.displayName);
  await expect(dialog.getByRole("heading", { name: user.displayName })).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Access" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const save = dialog.getByRole("button", { name: "Save changes" });
  await expect(save).toBeDisabled();

  // A role change resets the rights to that role's defaults.
  const role = dialog.getByRole("combobox", { name: /Role/ });
  await expect(dialog.getByRole("checkbox", { name: /Edit all posts/ })).not.toBeChecked();
  await role.selectOption("guest");
  await expect(dialog.getByTestId("access-comments")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: /Edit all posts/ })).toBeChecked();
  await role.selectOption("user");
  await expect(dialog.getByTestId("access-management")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: /Manage channels/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /See pending comments/ })).toHaveCount(0);

  // Add @sports from the search.
  await expect(dialog.getByTestId("cross-access-empty")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Add an account" }).fill("SPORT");
  await dialog.getByTestId("account-suggestion").filter({ hasText: "@sports" }).click();
  await expect(dialog.getByText("Will be added")).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();

  const progress = page.getByTestId("edit-user-progress");
  await expect(progress).toBeVisible();
  await expect(progress.getByTestId("progress-step")).toHaveCount(2);
  await expect(progress.getByText("All changes were saved")).toBeVisible();
  await expect(progress).toBeHidden(); // closes by itself after success

  const jwt = await adminToken(request);
  const accessible = await request.get(
    `/api/users/newsroom.demo/${user.id}/accessible-accounts-and-rights`,
    { headers: auth(jwt) },
  );
  expect(await accessible.json()).toEqual({
    crossAccountsRights: [{ accountKey: "sports", accountName: "Demo Sports" }],
  });

  // Stage the removal of @sports, then remove it elsewhere first: that step fails for real,
  // the display name step before it still succeeds.
  dialog = await openEditor(page, user.email, user.displayName);
  await expect(
    dialog.getByTestId("cross-access-item").filter({ hasText: "@sports" }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Remove access to Demo Sports" }).click();
  await expect(dialog.getByText("Will be removed")).toBeVisible();
  await dialog.getByRole("tab", { name: "General" }).click();
  const renamed = `${user.displayName} Jr`;
  await dialog.getByRole("textbox", { name: /Display name/ }).fill(`  ${renamed} `);
  expect(await crossAccess(request, "delete", user.id, "sports")).toBe(204);
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(progress.getByText("Some changes could not be saved")).toBeVisible();
  const steps = progress.getByTestId("progress-step");
  await expect(steps.nth(0)).toHaveAttribute("data-status", "success");
  await expect(steps.nth(1)).toHaveAttribute("data-status", "error");
  await expect(
    progress.getByText("This account cannot be added to or removed from the user."),
  ).toBeVisible();
  await progress.getByRole("button", { name: "Close" }).click();
  await expect(progress).toBeHidden();
  const row = page.locator(`[data-testid="user-row"][data-email="${user.email}"]`);
  await expect(row).toContainText(renamed);

  // Delete: confirm, toast, both dialogs closed, the row gone.
  dialog = await openEditor(page, user.email, renamed);
  await dialog.getByRole("tab", { name: "General" }).click();
  await dialog.getByRole("button", { name: "Delete user" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${renamed}?` });
  await expect(confirm).toBeVisible();
  await expect(dialog).toBeHidden();
  await confirm.getByRole("button", { name: "Delete user" }).click();
  await expect(page.getByText(`${renamed} was deleted`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("edit-user-dialog")).toBeHidden();
  await expect(row).toHaveCount(0);
});

test("a guest needs a channel: the failed submit focuses the channel selector", async ({
  page,
  request,
}) => {
  const user = await createUser(request, "guest", `Gina Guest ${stamp()}`);
  await loginAs(page, "admin");
  await page.waitForURL(/channels/);
  await page.goto(usersPath);
  const dialog = await openEditor(page, user.email, user.displayName);
  await dialog.getByRole("combobox", { name: /Role/ }).selectOption("guest");
  const channel = dialog.getByRole("combobox", { name: /Channel/ });
  await expect(channel).toBeVisible();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(channel).toBeFocused();
  await expect(dialog.getByText("This field is required!")).toBeVisible();
  await channel.selectOption({ label: "Match day" });
  await expect(dialog.getByText("This field is required!")).toBeHidden();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("All changes were saved")).toBeVisible();
  await expect(
    page.locator(`[data-testid="user-row"][data-email="${user.email}"]`).getByTestId("role-badge"),
  ).toHaveText("Guest");
  await deleteUserByApi(request, user.id);
});

test("in Norwegian: the dialog, and deleting a user", async ({ page, request }) => {
  const user = await createUser(request, "norsk", `Nora Norsk ${stamp()}`);
  await loginAs(page, "admin");
  await page.waitForURL(/channels/);
  await page.goto(`/no${usersPath}`);
  await expect(
    page.getByTestId("users-page").getByRole("heading", { name: "Aktive brukere" }),
  ).toBeVisible();
  const row = page.locator(`[data-testid="user-row"][data-email="${user.email}"]`);
  await row.getByRole("button", { name: `Rediger ${user.displayName}` }).click();
  const dialog = page.getByTestId("edit-user-dialog");
  await expect(dialog.getByRole("tab", { name: "Tilgang" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(dialog.getByRole("combobox", { name: /Rolle/ })).toHaveValue("user");
  await dialog.getByRole("tab", { name: "Generelt" }).click();
  await expect(dialog.getByText("Brukernavnet kan ikke endres.")).toBeVisible();
  await dialog.getByRole("button", { name: "Slett bruker" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Slette ${user.displayName}?` });
  await confirm.getByRole("button", { name: "Slett bruker" }).click();
  await expect(page.getByText(`${user.displayName} ble slettet`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("the global users page searches the organisation by email", async ({ page }) => {
  await loginAs(page, "admin");
  await page.waitForURL(/channels/);
  await page.goto("/users");
  await expect(
    page.getByTestId("users-page").getByRole("heading", { name: "Active users" }),
  ).toBeVisible();
  // The frame's h1 names the page once; the section does not repeat it.
  await expect(page.getByRole("heading", { name: "All users" })).toHaveCount(1);
  await page.getByLabel("Search by email or username").fill("editor@ticker");
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  await expect(page.getByTestId("user-row")).toContainText("Ed Editor");
});
