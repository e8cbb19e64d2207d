import { expect, test } from "@playwright/test";
import { DEMO } from "./support/demo";
import { SHOTS, shoot, shotAsAdmin } from "./support/screenshots";

/** Shots of the channels list, its dialogs, tags and channel editors, for people to look at. */
for (const [theme, device] of SHOTS) {
  test(`channels screenshots: ${theme}, ${device}`, async ({ page }) => {
    test.setTimeout(60_000);
    const suffix = await shotAsAdmin(page, [theme, device]);
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
    await shoot(page, `channel-editors-${suffix}`, true);
  });
}
