import { expect, test } from "@playwright/test";
import { newestMailTo } from "./invitations-helpers";
import { createOwnUser, signInOwn } from "./profile-helpers";
import { DEMO } from "./support/demo";

test("a forgotten password: ask for a link, set a new password from it, sign in with it", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const user = await createOwnUser(request, "reset");

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  const mail = await newestMailTo(user.email);
  await page.goto(new URL(mail.link!).pathname);
  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
  const fresh = "Reset-pass-2";
  await page.getByLabel("New password").fill(fresh);
  await page.getByLabel("Repeat password").fill(`${fresh}x`);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Passwords must match")).toBeVisible();
  await page.getByLabel("Repeat password").fill(fresh);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Your password has been changed.", { exact: false })).toBeVisible();

  // The link works once: a second use is refused with the server's reason.
  await page.goto(new URL(mail.link!).pathname);
  await page.getByLabel("New password").fill(fresh);
  await page.getByLabel("Repeat password").fill(fresh);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(
    page.getByText("This reset link is not valid or has expired.", { exact: false }),
  ).toBeVisible();

  await page.getByRole("link", { name: "Back to sign in" }).click();
  await signInOwn(page, { ...user, password: fresh });
  await expect(page).toHaveURL(DEMO.channelsPath);
});
