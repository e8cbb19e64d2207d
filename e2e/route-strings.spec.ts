import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { STORAGE_KEYS } from "../domain/constants";
import { api, publish } from "./embed-helpers";
import { feedPost, unique } from "./publishing-helpers";
import { channelIdByName } from "./support/auth";
import { DEMO } from "./support/demo";
import { holdRequests } from "./support/hold";

/**
 * The channels list and the suite resolve with their own strings (src/lib/first-screen-strings.ts,
 * ROUTE_STRING_KEYS); the rest of the language comes after the first paint. Held back here, the
 * screens must show no key: the app reports each key it had no string for on the console.
 */

type Strings = typeof import("../locales/en.json");
const readStrings = (locale: string): Strings =>
  JSON.parse(readFileSync(new URL(`../locales/${locale}.json`, import.meta.url), "utf8"));
const en = readStrings("en");
const no = readStrings("no");

/** The rest of the language past a route's strings (scripts/first-screen-strings.ts). */
const REST = /\/assets\/rest-[\w-]+\.js$/;
const MISSING = /^i18n: no string for/;

// The service worker, once it controls the page, answers the rest from its precache: the hold
// below (page.route) would never see the request.
test.use({ serviceWorkers: "block" });

async function signedIn(page: Page): Promise<void> {
  const { token } = await api(page.request);
  await page.addInitScript(
    ([tokenKey, domainKey, jwt, domain]) => {
      window.localStorage.setItem(tokenKey, jwt);
      window.localStorage.setItem(domainKey, domain);
    },
    [STORAGE_KEYS.token, STORAGE_KEYS.domain, token, DEMO.domain] as const,
  );
}

/** Holds the rest back, and records the keys shown raw and the string chunks fetched. */
async function withRouteStringsOnly(page: Page) {
  const missing: string[] = [];
  page.on("console", (message) => {
    if (MISSING.test(message.text())) missing.push(message.text());
  });
  const restAsked = page.waitForRequest(REST);
  const release = await holdRequests(page, REST);
  return { missing, restAsked, release };
}

for (const [locale, strings, prefix] of [
  ["en", en, ""],
  ["no", no, "/no"],
] as const) {
  test.describe(`${locale}: with only the route's strings`, () => {
    test("the channels list shows no key; the tags dialog waits for the rest", async ({ page }) => {
      await signedIn(page);
      const { missing, restAsked, release } = await withRouteStringsOnly(page);
      await page.goto(`${prefix}${DEMO.channelsPath}`);
      await expect(page.getByRole("heading", { name: strings.channels.title })).toBeVisible();
      await expect(
        page.getByRole("link", { name: "Election night", exact: true }).first(),
      ).toBeVisible();
      // Asked for once the list had rendered, and held: the list stands on its own strings.
      await restAsked;
      // The header's menus come with the list's strings.
      await page.getByRole("button", { name: strings.header.homeMenu }).click();
      await expect(page.getByRole("menuitem").first()).toBeVisible();
      await page.keyboard.press("Escape");
      expect(missing).toEqual([]);

      // The tags manager's strings are not the list's: it opens once the rest is in.
      await page.getByRole("button", { name: strings.channels.manageTags }).click();
      const dialog = page.getByRole("dialog", { name: strings.tags.title });
      await page.waitForTimeout(500);
      await expect(dialog).toBeHidden();
      release();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: strings.tags.form.add })).toBeVisible();
      expect(missing).toEqual([]);
    });

    test("the suite shows no key, nor its editor and a post's menu; the profile waits", async ({
      page,
    }) => {
      const channelId = await channelIdByName(page.request, "Election night");
      const title = unique("Route strings");
      await publish(await api(page.request), channelId, { title });
      await signedIn(page);
      const { missing, restAsked, release } = await withRouteStringsOnly(page);
      await page.goto(`${prefix}${DEMO.channelsPath}/${channelId}`);
      await expect(page.getByRole("heading", { name: "Election night" })).toBeVisible();
      await expect(feedPost(page, title)).toBeVisible();
      await restAsked;
      // The editor (its own chunk, on use) and a post's menu come with the suite's strings.
      await page.getByRole("region", { name: strings.posts.editor.newPost }).hover();
      await expect(page.getByRole("textbox", { name: strings.posts.editor.content })).toBeVisible();
      await feedPost(page, title)
        .getByRole("button", { name: strings.posts.feed.actions.replace("{{title}}", title) })
        .click();
      await expect(page.getByRole("menuitem").first()).toBeVisible();
      await page.keyboard.press("Escape");
      expect(missing).toEqual([]);

      // The profile dialog's strings are not the suite's: it opens once the rest is in.
      await page
        .getByRole("button", { name: strings.header.userMenu.replace("{{name}}", "") })
        .click();
      const item = page.getByRole("menuitem", { name: strings.header.manageUser });
      await item.click();
      const dialog = page.getByTestId("manage-profile-dialog");
      await page.waitForTimeout(500);
      await expect(dialog).toBeHidden();
      release();
      // The menu mounts open on the click that loaded it: a click that came too early for it
      // is made again (as e2e/profile-helpers.ts does).
      await expect(async () => {
        if (!(await dialog.isVisible()) && (await item.isVisible())) await item.click();
        await expect(dialog).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      await expect(dialog.getByText(strings.profile.title).first()).toBeVisible();
      expect(missing).toEqual([]);
    });
  });
}
