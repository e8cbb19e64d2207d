import { expect, test } from "@playwright/test";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

test("logout returns to the login page and forgets the session", async ({ page }) => {
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Ticker" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  // The protected page now sends us back to login.
  await page.goto(DEMO.channelsPath);
  await expect(page).toHaveURL(/\/login/);
});
