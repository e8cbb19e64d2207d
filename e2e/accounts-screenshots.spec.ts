import { expect, test } from "@playwright/test";
import { DEMO } from "./support/demo";
import { SHOTS, shoot, shotAsAdmin } from "./support/screenshots";

/** Shots of the accounts page, the create dialog, the details overview and every settings page. */
const DETAILS = `/accounts/${DEMO.domain}/${DEMO.accountKey}/details`;
const CONFIG_PAGES = [
  ["configuration", "Usage settings"],
  ["configuration/media", "Media"],
  ["configuration/advanced-settings", "Advanced settings"],
  ["configuration/content-access", "Content access"],
  ["configuration/sports-data", "Sports data"],
] as const;

for (const [theme, device] of SHOTS) {
  test(`accounts screenshots: ${theme}, ${device}`, async ({ page }) => {
    test.setTimeout(90_000);
    const suffix = await shotAsAdmin(page, [theme, device]);

    await page.goto("/accounts");
    await expect(page.getByRole("heading", { name: "Accounts", level: 1 })).toBeVisible();
    await expect(page.getByTestId("account-row").nth(1)).toBeVisible();
    await shoot(page, `accounts-${suffix}`, true);

    await page.getByRole("button", { name: "Create sub-account" }).click();
    const dialog = page.getByRole("dialog", { name: "Create sub-accounts" });
    await dialog.getByLabel("Account key").fill("culture");
    await dialog.getByLabel("Display name").fill("Demo Culture");
    await dialog.getByRole("button", { name: "Add to list" }).click();
    await dialog.getByLabel("Account key").fill("sports");
    await dialog.getByLabel("Display name").fill("Sports again");
    await dialog.getByRole("button", { name: "Add to list" }).click();
    await expect(dialog.getByText("An account with this key already exists")).toBeVisible();
    await shoot(page, `accounts-create-${suffix}`);
    await page.keyboard.press("Escape");

    await page.goto(`${DETAILS}/overview`);
    await expect(page.getByText("Demo Media").first()).toBeVisible();
    await shoot(page, `accounts-overview-${suffix}`, true);

    for (const [path, title] of CONFIG_PAGES) {
      await page.goto(`${DETAILS}/${path}`);
      await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
      await shoot(page, `accounts-${path.split("/").at(-1)}-${suffix}`, true);
    }
  });
}
