import { expect, test } from "@playwright/test";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

test("the theme toggle switches to dark and the choice survives a reload", async ({ page }) => {
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Channels", exact: true })).toBeVisible();
  await expect(html).toHaveClass(/\bdark\b/);

  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
});

test("Chakra's global CSS comes from the build's stylesheet, in light and dark", async ({
  page,
}) => {
  await loginAs(page, "admin");
  await expect(page.getByRole("heading", { name: "Channels", exact: true })).toBeVisible();
  // Only the stylesheet made at build time (scripts/chakra-global-css.ts) holds the variables:
  // the app no longer makes them when it starts.
  const sources = await page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes("--chakra-colors-brand-solid:")),
      )
      .map((sheet) => sheet.href ?? "inline"),
  );
  expect(sources).toEqual([expect.stringMatching(/\/assets\/chakra-[\w-]+\.css$/)]);
  const brand = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--chakra-colors-brand-solid"),
    );
  expect(await brand()).toBe("#b91c1c");
  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await brand()).toBe("#dc2626");
});
