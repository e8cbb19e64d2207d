import { expect, test } from "@playwright/test";

test("an unknown path shows the 404 page naming the path", async ({ page }) => {
  await page.goto("/that/path");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByText("Page not found: /that/path")).toBeVisible();
});
