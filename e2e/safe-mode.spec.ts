import { expect, test } from "@playwright/test";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

/** Safe mode's banner and its way out are on every suite screen, the channels list included. */
test("safe mode shows its banner on the channels list, a channel and the account screens", async ({
  page,
}) => {
  await page.goto("/login");
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);

  await page.goto(`${DEMO.channelsPath}?safe=1`);
  const banner = page.getByTestId("safe-mode-banner");
  await expect(banner).toContainText("Safe mode");
  await expect(banner.getByRole("button", { name: "Leave safe mode" })).toBeVisible();

  await page.getByRole("link", { name: "Election night", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Election night", level: 1 })).toBeVisible();
  await expect(banner).toBeVisible();

  // Remembered on this browser: a screen opened without ?safe=1 still says so.
  await page.goto("/accounts");
  await expect(banner.getByRole("button", { name: "Leave safe mode" })).toBeVisible();

  await page.goto(DEMO.channelsPath);
  await banner.getByRole("button", { name: "Leave safe mode" }).click();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(banner).toHaveCount(0);
});
