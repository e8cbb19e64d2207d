import { expect, type Page, test } from "@playwright/test";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

/** Shots of the accounts page, the create dialog, the details overview and every settings page. */
const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
const SHOTS = [
  ["light", "desktop"],
  ["dark", "desktop"],
  ["light", "phone"],
] as const;
const DETAILS = `/accounts/${DEMO.domain}/${DEMO.accountKey}/details`;
const CONFIG_PAGES = [
  ["configuration", "Usage settings"],
  ["configuration/media", "Media"],
  ["configuration/advanced-settings", "Advanced settings"],
  ["configuration/content-access", "Content access"],
  ["configuration/sports-data", "Sports data"],
] as const;

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForTimeout(350); // dialog enter animations
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage });
}

for (const [theme, device] of SHOTS) {
  test(`accounts screenshots: ${theme}, ${device}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(VIEWPORTS[device]);
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const suffix = `${theme}-${device}`;

    await loginAs(page, "admin");
    await expect(page).toHaveURL(DEMO.channelsPath);

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
