import { expect, test } from "@playwright/test";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

test("a logged-out deep link goes to login and back after sign-in", async ({ page }) => {
  const target = `${DEMO.channelsPath}?x=1#h`;
  await page.goto(target);
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
  const redirectUrl = new URL(page.url()).searchParams.get("redirectUrl");
  expect(redirectUrl).toBe(target);

  await loginAs(page, "admin");
  await expect(page).toHaveURL(target);
  await expect(page.getByRole("heading", { name: "Channels", exact: true })).toBeVisible();
});
