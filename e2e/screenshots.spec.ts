import { expect, test } from "@playwright/test";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";
import { prepareShot, SHOTS, shoot } from "./support/screenshots";

/** Shots for people to look at (screenshots/, gitignored), not pixel comparisons. */
for (const [theme, device] of SHOTS) {
  test(`screenshots: ${theme}, ${device}`, async ({ page }) => {
    await prepareShot(page, [theme, device]);
    const html = page.locator("html");
    const isThemed = async () => {
      if (theme === "dark") await expect(html).toHaveClass(/\bdark\b/);
      else await expect(html).not.toHaveClass(/\bdark\b/);
    };

    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in to Ticker" })).toBeVisible();
    await isThemed();
    await page.waitForLoadState("networkidle");
    await shoot(page, `login-${theme}-${device}`, true);

    await page.goto("/that/path");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await shoot(page, `404-${theme}-${device}`, true);

    await loginAs(page, "admin");
    await expect(page).toHaveURL(DEMO.channelsPath);
    await expect(page.getByText("Election night", { exact: true }).first()).toBeVisible();
    await isThemed();
    await page.waitForLoadState("networkidle");
    await shoot(page, `channels-${theme}-${device}`, true);
  });
}
