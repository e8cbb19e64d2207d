import { expect, type Locator, type Page, test } from "@playwright/test";
import { api, publish } from "./embed-helpers";
import { feedPost, openElectionNight, unique } from "./publishing-helpers";

/**
 * The header's menus and a post's actions menu load their script on first use
 * (src/components/MenuOnDemand.tsx). From the keyboard they must still open on the first
 * Enter, Space or ArrowDown, with the first item highlighted, and give focus back on Escape.
 */

async function expectOpenedFromKeyboard(page: Page, trigger: Locator, firstItem: string) {
  const item = page.getByRole("menuitem", { name: firstItem, exact: true });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute("data-highlighted", "");
  // The menu holds the focus (its items are its active descendants).
  await expect(page.getByRole("menu")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(trigger).toBeFocused();
}

test("menus that load on first use open from the keyboard", async ({ page }) => {
  const channelId = await openElectionNight(page);
  const title = unique("Keyboard menu");
  await publish(await api(page.request), channelId, { title });
  await expect(feedPost(page, title)).toBeVisible();

  const actions = feedPost(page, title).getByRole("button", { name: /^Actions for/ });
  await actions.focus();
  await page.keyboard.press("Enter");
  await expectOpenedFromKeyboard(page, actions, "Preview");
  // Once loaded it is the menu itself: open it again, then choose with the keyboard.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Preview", exact: true })).toHaveAttribute(
    "data-highlighted",
    "",
  );
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: title })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: title })).toBeHidden();

  const user = page.getByRole("button", { name: /user menu/ });
  await user.focus();
  await page.keyboard.press("Space");
  await expectOpenedFromKeyboard(page, user, "Manage user");

  const home = page.getByRole("button", { name: "Home menu" });
  await home.focus();
  await page.keyboard.press("ArrowDown");
  await expectOpenedFromKeyboard(page, home, "Channels");
});
