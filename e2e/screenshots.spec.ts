import { expect, type Page, test } from "@playwright/test";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

/** Shots for people to look at (screenshots/, gitignored), not pixel comparisons. */
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
const THEMES = ["light", "dark"] as const;

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of THEMES) {
    test(`screenshots: ${theme}, ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      const html = page.locator("html");
      const isThemed = async () => {
        if (theme === "dark") await expect(html).toHaveClass(/\bdark\b/);
        else await expect(html).not.toHaveClass(/\bdark\b/);
      };

      await page.goto("/login");
      await expect(page.getByRole("heading", { name: "Sign in to Ticker" })).toBeVisible();
      await isThemed();
      await shoot(page, `login-${theme}-${device}`);

      await page.goto("/that/path");
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await shoot(page, `404-${theme}-${device}`);

      await loginAs(page, "admin");
      await expect(page).toHaveURL(DEMO.channelsPath);
      await expect(page.getByText("Election night", { exact: true }).first()).toBeVisible();
      await isThemed();
      await shoot(page, `channels-${theme}-${device}`);
    });
  }
}
