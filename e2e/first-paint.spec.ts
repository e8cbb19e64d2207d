import { expect, type Page, test } from "@playwright/test";

const canvas = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

// On a slow phone the app's script takes seconds; the page shows the wordmark first.
// (The sign-in page is a page of its own with a few kilobytes of script: it has no splash.)
const APP_PAGE = "/forgot-password";

test.describe("the first paint, before the app's script has run", () => {
  test.beforeEach(async ({ page }) => {
    await page.route("**/assets/*.js", (route) => route.abort());
  });

  test("shows the wordmark on the light canvas", async ({ page }) => {
    await page.goto(APP_PAGE);
    await expect(page.locator(".boot-splash")).toHaveText("Ticker");
    expect(await canvas(page)).toBe("rgb(250, 250, 250)");
  });

  test("stays dark for a reader who chose dark", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.goto(APP_PAGE);
    await expect(page.locator(".boot-splash")).toHaveText("Ticker");
    expect(await canvas(page)).toBe("rgb(17, 17, 17)");
  });
});

test("the app replaces the splash with the screen", async ({ page }) => {
  await page.goto(APP_PAGE);
  await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
  await expect(page.locator(".boot-splash")).toHaveCount(0);
});
