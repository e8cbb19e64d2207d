import { expect, type Page, test } from "@playwright/test";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

/** Shots of the channels list, its dialogs, tags and channel editors, for people to look at. */
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
const SHOTS = [
  ["light", "desktop"],
  ["dark", "desktop"],
  ["light", "phone"],
] as const;

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(350); // dialog and menu enter animations
  await page.screenshot({ path: `screenshots/${name}.png` });
}

for (const [theme, device] of SHOTS) {
  test(`channels screenshots: ${theme}, ${device}`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(VIEWPORTS[device]);
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const suffix = `${theme}-${device}`;

    await loginAs(page, "admin");
    await expect(page).toHaveURL(DEMO.channelsPath);
    await expect(page.getByTestId("channel-card").first()).toBeVisible();
    await page.waitForLoadState("networkidle");

    await page.getByRole("button", { name: "Actions for Election night" }).click();
    await expect(page.getByRole("menuitem", { name: "Embed" })).toBeVisible();
    await shoot(page, `channels-menu-${suffix}`);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Create channel" }).click();
    const create = page.getByRole("dialog", { name: "Create a channel" });
    await create.getByRole("button", { name: "Create channel" }).click();
    await expect(create.getByText("The channel name is required")).toBeVisible();
    await shoot(page, `channels-create-${suffix}`);
    await page.keyboard.press("Escape");
    await expect(create).toBeHidden();

    await page.getByRole("button", { name: "Actions for Election night" }).click();
    await page.getByRole("menuitem", { name: "Embed" }).click();
    await expect(page.getByRole("dialog", { name: "Embed channel" })).toBeVisible();
    await shoot(page, `channels-embed-${suffix}`);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Actions for Match day" }).click();
    await page.getByRole("menuitem", { name: "Archive" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await shoot(page, `channels-archive-${suffix}`);
    await page.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: "Manage tags" }).click();
    const tags = page.getByRole("dialog", { name: "Tags" });
    await tags.getByLabel("New tag").fill(`Politics ${theme}${device}`);
    await tags.getByRole("button", { name: "Add tag" }).click();
    await expect(tags.getByTestId("tag-row").first()).toBeVisible();
    await shoot(page, `tags-dialog-${suffix}`);
    await page.keyboard.press("Escape");

    await page.goto(`/accounts/${DEMO.domain}/${DEMO.accountKey}/features-console/tags`);
    await expect(page.getByTestId("tag-row").first()).toBeVisible();
    await shoot(page, `tags-page-${suffix}`);

    await page.goto(DEMO.channelsPath);
    await page.getByRole("link", { name: "Election night" }).click();
    const editors = page.getByTestId("channel-editors");
    await editors.scrollIntoViewIfNeeded();
    await expect(editors.getByRole("textbox", { name: "Top Text" })).toBeVisible();
    await editors.getByRole("button", { name: /Countdown widget/ }).click();
    await editors.getByRole("button", { name: /Debug/ }).click();
    await expect(editors.getByTestId("debug-channel-id")).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `screenshots/channel-editors-${suffix}.png`, fullPage: true });
  });
}
