import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { EMBED_SKINS } from "../domain/embed/skins";
import { api, doc, publish } from "./embed-helpers";
import { openProfile } from "./profile-helpers";
import { channelIdByName, loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

/**
 * axe over the main screens, light and dark: no serious or critical violation. One sign-in per
 * theme and one axe run per screen keep it to a few seconds a screen on CI's two cores.
 */
const THEMES = ["light", "dark"] as const;
const BLOCKING = new Set(["serious", "critical"]);

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
}

async function audit(page: Page, screen: string, ready: Locator): Promise<Finding[]> {
  return test.step(`axe: ${screen}`, async () => {
    await expect(ready).toBeVisible();
    // Colours mid-transition (a button going from disabled to enabled) are not what a user sees.
    // (Endless ones, such as the embed's live pulse, are left running.)
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    // Violations only: collecting every pass and incomplete check costs seconds per screen.
    const { violations } = await new AxeBuilder({ page })
      .options({ resultTypes: ["violations"] })
      .analyze();
    return violations
      .filter((v) => BLOCKING.has(v.impact ?? ""))
      .map((v) => ({
        screen,
        rule: v.id,
        impact: v.impact ?? "",
        targets: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`),
      }));
  });
}

type Theme = (typeof THEMES)[number];

const applyTheme = (page: Page, theme: Theme) =>
  page.addInitScript((value) => localStorage.setItem("theme", value), theme);

async function signIn(page: Page, theme: Theme) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
}

const heading = (page: Page, name: string | RegExp, level = 1) =>
  page.getByRole("heading", { name, level }).first();

const expectNone = (findings: Finding[]) =>
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);

for (const theme of THEMES) {
  test.describe(`axe, ${theme}: no serious or critical violations`, () => {
    // Five or six screens, an axe run each, on CI's two shared cores.
    test.describe.configure({ timeout: 90_000 });
    test("sign-in, channels, users, account overview, activity log, profile", async ({ page }) => {
      const findings: Finding[] = [];
      await applyTheme(page, theme);
      await page.goto("/login");
      // Sign in is enabled once the regions are in: the login screen is then complete.
      await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
      findings.push(...(await audit(page, "login", heading(page, "Sign in to Ticker"))));

      await signIn(page, theme);
      findings.push(...(await audit(page, "channels", heading(page, "Channels"))));
      await page.goto("/users");
      findings.push(...(await audit(page, "users", heading(page, "All users"))));
      const account = `/accounts/${DEMO.domain}/${DEMO.accountKey}/details`;
      await page.goto(`${account}/overview`);
      findings.push(...(await audit(page, "accounts overview", heading(page, /.+/, 3))));
      await page.goto(`${account}/activity`);
      findings.push(...(await audit(page, "activity log", page.locator("main ul li").first())));

      findings.push(...(await audit(page, "profile dialog", await openProfile(page))));
      expectNone(findings);
    });

    test("the publishing suite: editorial, drafts, comments, feed", async ({ page, request }) => {
      const channelId = await channelIdByName(request, "Election night");
      // The feed is checked with a post in it, not as an empty state.
      await publish(await api(request), channelId, {
        title: `Accessibility check (${theme})`,
        content: doc("A post for axe to look at."),
      });
      const findings: Finding[] = [];
      await applyTheme(page, theme);
      await signIn(page, theme);
      const suite = `${DEMO.channelsPath}/${channelId}`;
      await page.goto(suite);
      const composer = page.getByRole("textbox", { name: "Post content" });
      findings.push(...(await audit(page, "editorial", composer)));
      await page.getByLabel("Title", { exact: true }).click();
      const editor = page.getByRole("toolbar", { name: "Formatting" });
      findings.push(...(await audit(page, "editor", editor)));
      await page.goto(`${suite}/drafts`);
      const drafts = page.getByRole("region", { name: "Drafts" });
      findings.push(...(await audit(page, "drafts", drafts)));
      await page.goto(`${suite}/user-contribution`);
      const comments = page.getByRole("tab", { name: /Comments/ }).first();
      findings.push(...(await audit(page, "comments", comments)));

      // The feed has a tab of its own on narrow screens only.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${suite}/feed`);
      findings.push(...(await audit(page, "feed (phone)", page.locator("article").first())));
      expectNone(findings);
    });
  });
}

// The embed's skins are its themes (darkmode among them): each is checked once.
test("no serious or critical axe violations in the embed, in every skin", async ({
  page,
  request,
}) => {
  // Seven pages, each loaded and audited: more than one page's budget on a busy machine.
  test.setTimeout(150_000);
  const channelId = await channelIdByName(request, "Election night");
  await publish(await api(request), channelId, {
    title: "Accessibility check (embed)",
    content: doc("A post for axe to look at."),
    // Listed under Key events too, so axe checks that list in every skin.
    keyEvent: true,
  });
  const findings: Finding[] = [];
  for (const skin of EMBED_SKINS) {
    await page.goto(`/embed/${channelId}?lang=en&skin=${skin}`);
    findings.push(...(await audit(page, `embed (${skin})`, page.locator("article").first())));
  }
  expectNone(findings);
});
