import { expect, test } from "@playwright/test";

test("/no/login is Norwegian and remembers the language for a year", async ({ page, context }) => {
  await page.goto("/no/login");
  await expect(page.getByRole("heading", { name: "Logg inn på Ticker" })).toBeVisible();
  await expect(page.getByLabel("E-post", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Passord", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logg inn", exact: true })).toBeVisible();

  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "i18n_redirected"))
    .toBeTruthy();
  const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected")!;
  expect(cookie.value).toBe("no");
  expect(cookie.path).toBe("/");
  const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);
});

test("a visitor who chose Norwegian comes back to Norwegian at the root", async ({ page }) => {
  await page.goto("/no/login");
  await expect(page.getByRole("heading", { name: "Logg inn på Ticker" })).toBeVisible();
  await page.goto("/");
  await expect(page).toHaveURL(/\/no\/login$/);
  await expect(page.getByRole("heading", { name: "Logg inn på Ticker" })).toBeVisible();
});
