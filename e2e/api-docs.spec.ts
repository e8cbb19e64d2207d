import { expect, test } from "@playwright/test";

test("the API reference renders under the app's Content-Security-Policy", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Ticker API/ })).toBeVisible();
  // The public API's routes are listed with their key requirement.
  await expect(page.getByRole("heading", { name: /Public API \(x-api-key\)/ })).toBeVisible();
  await expect(page.getByText("/api/public/v1/channels", { exact: true }).first()).toBeVisible();
  expect(violations).toEqual([]);
});
