import { expect, test } from "@playwright/test";
import { newestMailTo } from "./invitations-helpers";
import { createOwnUser, openProfile, photoPng, signInOwn } from "./profile-helpers";
import { openEditor } from "./publishing-helpers";
import { channelIdByName } from "./support/auth";
import { DEMO } from "./support/demo";

/** Manage profile from the user menu, on a user of this spec's own. */
test("edit the name, then upload, crop and remove a photo", async ({ page, request }) => {
  test.setTimeout(60_000);
  const user = await createOwnUser(request, "profile");
  await signInOwn(page, user);
  const dialog = await openProfile(page);

  const name = dialog.getByRole("textbox", { name: "Name", exact: true });
  await expect(name).toHaveValue(user.displayName);
  await name.fill(`  ${user.displayName} Renamed `);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();
  await expect(dialog.getByText(`${user.displayName} Renamed`, { exact: true })).toBeVisible();

  const chooser = page.waitForEvent("filechooser");
  // The button, not the visually hidden file input it opens (which bears the same name).
  await dialog.getByRole("button", { name: "Change photo" }).and(page.locator("button")).click();
  await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: photoPng() });
  const crop = page.getByTestId("photo-crop-dialog");
  await expect(crop.getByRole("heading", { name: "Crop your photo" })).toBeVisible();
  // Save is enabled once the photo has loaded and the framing is measured; keys pressed before
  // that are ignored, and the dialog's own first focus could still take the focus away.
  const save = crop.getByRole("button", { name: "Save photo" });
  await expect(save).toBeEnabled();
  // Keyboard framing: zoom in (a square photo fills the frame at 100%), then move the photo.
  const zoom = crop.getByRole("slider", { name: "Zoom" });
  await zoom.focus();
  await expect(zoom).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(crop.getByText("105%")).toBeVisible();
  const framing = crop.getByLabel(/Photo framing/);
  // The chosen photo (an object URL) under the framing circle.
  const shown = crop.locator("img[src^='blob:']");
  const framed = await shown.getAttribute("style");
  await framing.focus();
  await expect(framing).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(shown).not.toHaveAttribute("style", framed ?? "");
  await save.click();
  await expect(crop).toBeHidden();
  await expect(page.getByText("Photo updated")).toBeVisible();
  const photo = dialog.locator("img[src^='/uploads/']").first();
  await expect(photo).toBeVisible();

  await dialog.getByRole("button", { name: "Remove photo" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove your photo?" });
  await confirm.getByRole("button", { name: "Remove photo" }).click();
  await expect(page.getByText("Photo removed")).toBeVisible();
  await expect(dialog.locator("img[src^='/uploads/']")).toHaveCount(0);
});

test("Reset shows the saved name, username and email again, and Save sends what is shown", async ({
  page,
  request,
}) => {
  const user = await createOwnUser(request, "reset");
  await signInOwn(page, user);
  const dialog = await openProfile(page);
  const fields = {
    Name: user.displayName,
    Username: user.username,
    Email: user.email,
  };
  for (const [label, saved] of Object.entries(fields)) {
    await dialog.getByRole("textbox", { name: label, exact: true }).fill(`${saved}x`);
  }
  // A real click: the browser's own form reset follows the app's handler.
  await dialog.getByRole("button", { name: "Reset" }).click();
  for (const [label, saved] of Object.entries(fields)) {
    await expect(dialog.getByRole("textbox", { name: label, exact: true })).toHaveValue(saved);
  }
  const name = dialog.getByRole("textbox", { name: "Name", exact: true });
  await name.fill(`${user.displayName} Shown`);
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/profile") && r.method() === "PUT");
  await dialog.getByRole("button", { name: "Save" }).click();
  expect((await sent).postDataJSON()).toEqual({
    displayName: `${user.displayName} Shown`,
    username: user.username,
    email: user.email,
  });
  await expect(page.getByText("Profile saved")).toBeVisible();
});

test("a wrong current password is shown on its field", async ({ page, request }) => {
  const user = await createOwnUser(request, "password");
  await signInOwn(page, user);
  const dialog = await openProfile(page);
  await dialog.getByRole("tab", { name: "Password" }).click();
  await dialog.getByLabel(/^Current password/).fill("Not-my-pass-9");
  await dialog.getByLabel(/^New password/).fill("Brand-new-1");
  await dialog.getByLabel(/^Repeat new password/).fill("Brand-new-1");
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog.getByText("Incorrect current user password")).toBeVisible();
  await expect(dialog.getByLabel(/^Current password/)).toBeFocused();
});

test("an email change waits for the mailed link, then redirects back", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const user = await createOwnUser(request, "email");
  await signInOwn(page, user);
  const dialog = await openProfile(page);
  const next = `moved-${user.username}@example.com`;
  await dialog.getByRole("textbox", { name: "Email" }).fill(next);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByTestId("pending-email")).toContainText(next);
  await page.keyboard.press("Escape");

  const mail = await newestMailTo(next);
  await page.goto(new URL(mail.link!).pathname);
  const card = page.getByTestId("confirm-email");
  await expect(card.getByText("Email confirmed")).toBeVisible();
  await expect(card.getByText(/Going back in \d seconds?/)).toBeVisible();
  await expect(page).toHaveURL(DEMO.channelsPath, { timeout: 10_000 });

  // The same link again is no longer valid.
  await page.goto(new URL(mail.link!).pathname);
  await expect(page.getByText("Email confirmation unsuccessful")).toBeVisible();
});

test("the profile dialog in Norwegian", async ({ page, request }) => {
  const user = await createOwnUser(request, "norsk");
  await signInOwn(page, user);
  await page.goto(`/no${DEMO.channelsPath}`);
  const dialog = await openProfile(page, "no");
  await expect(dialog.getByRole("heading", { name: "Administrer bruker" })).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Generelt" })).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Brukernavn" })).toHaveValue(user.username);
  await dialog.getByRole("tab", { name: "Passord" }).click();
  await expect(dialog.getByLabel(/^Nåværende passord/)).toBeVisible();
});

test("the editor's Manage user opens the profile; a new name becomes the author", async ({
  page,
  request,
}) => {
  const user = await createOwnUser(request, "author");
  const channelId = await channelIdByName(request, "Election night");
  await signInOwn(page, user);
  await page.goto(`${DEMO.channelsPath}/${channelId}`);
  await openEditor(page);
  const author = page.getByRole("textbox", { name: "Author", exact: true });
  await expect(author).toHaveValue(user.displayName);

  await page.getByRole("button", { name: "Manage user" }).click();
  const dialog = page.getByTestId("manage-profile-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(`${user.displayName} B`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(author).toHaveValue(`${user.displayName} B`);
});
