import { expect, test } from "@playwright/test";
import { loginAs } from "./support/auth";
import { prepareShot, SHOTS, shoot } from "./support/screenshots";
import { createUser, crossAccess, deleteUserByApi, usersPath } from "./users-helpers";

/** Shots of the users list and the edit-user, progress and delete dialogs, for people to look at. */

for (const [theme, device] of SHOTS) {
  test(`users screenshots: ${theme}, ${device}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const user = await createUser(
      request,
      `shot-${theme}-${device}`,
      `Sam Shot ${theme} ${device}`,
    );
    expect(await crossAccess(request, "post", user.id, "sports")).toBe(204);
    const suffix = await prepareShot(page, [theme, device]);

    await loginAs(page, "admin");
    await page.waitForURL(/channels/);
    await page.goto(usersPath);
    const rows = page.getByTestId(device === "phone" ? "user-card" : "user-row");
    await expect(rows.first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, `users-list-${suffix}`);

    const row = page.locator(`[data-email="${user.email}"]:visible`);
    await row.getByRole("button", { name: `Edit ${user.displayName}` }).click();
    const dialog = page.getByTestId("edit-user-dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("combobox", { name: /Role/ }).selectOption("guest");
    await expect(dialog.getByRole("combobox", { name: /Channel/ })).toBeVisible();
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByText("This field is required!")).toBeVisible();
    await dialog.getByRole("combobox", { name: /Channel/ }).selectOption({ label: "Match day" });
    await dialog.getByRole("button", { name: "Remove access to Demo Sports" }).click();
    await dialog.getByRole("combobox", { name: "Add an account" }).fill("demo");
    await expect(dialog.getByTestId("account-suggestions")).toBeVisible();
    await shoot(page, `users-edit-access-${suffix}`);
    await dialog.getByRole("combobox", { name: "Add an account" }).fill("");

    await dialog.getByRole("tab", { name: "General" }).click();
    await shoot(page, `users-edit-general-${suffix}`);

    // The staged removal fails once the access is gone already: an error step among successes.
    expect(await crossAccess(request, "delete", user.id, "sports")).toBe(204);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    const progress = page.getByTestId("edit-user-progress");
    await expect(progress.getByText("Some changes could not be saved")).toBeVisible();
    await shoot(page, `users-progress-${suffix}`);
    await progress.getByRole("button", { name: "Close" }).click();

    await row.getByRole("button", { name: `Edit ${user.displayName}` }).click();
    await dialog.getByRole("tab", { name: "General" }).click();
    await dialog.getByRole("button", { name: "Delete user" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await shoot(page, `users-delete-${suffix}`);
    await page.getByRole("button", { name: "Keep user" }).click();
    await deleteUserByApi(request, user.id);
  });
}
