import { expect, test } from "@playwright/test";
import { DEMO } from "./support/demo";
import { SHOTS, shoot, shotAsAdmin } from "./support/screenshots";

/** Shots of the extensions, plugins, features, API keys and console home pages. */

const details = `/accounts/${DEMO.domain}/${DEMO.accountKey}/details`;
const consolePath = `/accounts/${DEMO.domain}/${DEMO.accountKey}/features-console`;

for (const [theme, device] of SHOTS) {
  test(`extensions screenshots: ${theme}, ${device}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const suffix = await shotAsAdmin(page, [theme, device]);

    await page.goto(consolePath);
    await expect(page.getByRole("link", { name: "API keys", exact: true }).first()).toBeVisible();
    await shoot(page, `console-home-${suffix}`, true);

    await page.goto(`${details}/extensions`);
    await expect(page.getByRole("heading", { name: "Extensions", exact: true })).toBeVisible();
    const name = `Shot ${suffix}`;
    await page.getByRole("button", { name: "Add new extension" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add new extension" });
    await dialog.getByLabel("Type").selectOption("channelRenderer");
    await dialog.getByLabel("Title").fill(name);
    await dialog.getByLabel("CSS").fill(".ticker-header {\n  background: #0b1f3a;\n}");
    await dialog.getByLabel("JavaScript").fill("window.ticker = {;");
    await dialog.getByRole("button", { name: "Create extension" }).click();
    await expect(dialog.getByText("It's not a valid Javascript!")).toBeVisible();
    await shoot(page, `extension-dialog-${suffix}`);
    await dialog.getByLabel("JavaScript").fill("window.ticker = {};");
    await dialog.getByRole("button", { name: "Create extension" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("extension-row").filter({ hasText: name })).toBeVisible();
    await shoot(page, `extensions-${suffix}`, true);

    await page.goto(`${details}/extensions/plugins`);
    await expect(page.getByTestId("plugin-switch").first()).toBeVisible();
    await shoot(page, `plugins-${suffix}`, true);

    await page.goto(`${consolePath}/features`);
    await expect(page.getByTestId("feature-tags")).toBeVisible();
    await shoot(page, `features-${suffix}`, true);

    await page.goto(`${consolePath}/apis`);
    await page.getByRole("textbox", { name: /^Name/ }).fill("Score feed");
    await page
      .getByLabel("Custom key (optional)")
      .fill(`screenshot-key-${Date.now().toString(36)}`);
    await page.getByRole("button", { name: "Create API key" }).click();
    await expect(page.getByTestId("api-key-row").first()).toBeVisible();
    await page.getByLabel("Custom key (optional)").fill("bad key!");
    await page.getByRole("button", { name: "Create API key" }).click();
    await shoot(page, `api-keys-${suffix}`, true);

    // Leave no shot data behind for other specs.
    const { email, password } = DEMO.users.admin;
    const auth = await request.post(`/api/auth/${DEMO.domain}/authenticate`, {
      data: { email, password },
    });
    const headers = { Authorization: `Bearer ${((await auth.json()) as { jwt: string }).jwt}` };
    const list = (await (
      await request.get(`/api/extensions/${DEMO.host}`, { headers })
    ).json()) as { id: string; name: string }[];
    for (const ext of list.filter((e) => e.name === name)) {
      await request.delete(`/api/extensions/${DEMO.host}/${ext.id}`, { headers });
    }
  });
}
