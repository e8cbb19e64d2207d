import { expect, type Page, test } from "@playwright/test";
import { openProfile } from "./profile-helpers";
import { editorBox, openElectionNight, publishSimple, unique } from "./publishing-helpers";

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every Content-Security-Policy violation the pages of this test report. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`);
    });
  });
  const console: string[] = [];
  page.on("console", (m) => {
    if (/Content.Security.Policy/i.test(m.text())) console.push(m.text());
  });
  return async () => [...(await page.evaluate(() => window.cspViolations ?? [])), ...console];
}

test("the main screens run under the app's Content-Security-Policy without a violation", async ({
  page,
}) => {
  // Several screens in one test, so one page collects every violation along the way.
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const response = await page.goto("/login");
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
  await expect(page.getByRole("heading", { name: "Sign in to Ticker" })).toBeVisible();
  expect(await violations()).toEqual([]);

  // Signs in, shows the channels list, then opens a channel's editor.
  await openElectionNight(page);
  await expect(editorBox(page)).toBeVisible();
  await publishSimple(page, unique("Under policy"));
  expect(await violations()).toEqual([]);

  // Chakra's dialogs, the theme switch (dark mode styles) and the profile's photo area.
  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await openProfile(page);
  expect(await violations()).toEqual([]);

  await page.reload();
  await expect(editorBox(page)).toBeVisible();
  expect(await violations()).toEqual([]);
});
