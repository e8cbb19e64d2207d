import { expect, type Page, test } from "@playwright/test";
import { linkPath, newestMailTo, uniqueEmail } from "./invitations-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

/** Shots of the invitation pages and the two onboarding pages, for people to look at. */
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
const SHOTS = [
  ["light", "desktop"],
  ["dark", "desktop"],
  ["light", "phone"],
] as const;
const USERS = `/accounts/${DEMO.domain}/${DEMO.accountKey}/users`;

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

for (const [theme, device] of SHOTS) {
  test(`invitations screenshots: ${theme}, ${device}`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(VIEWPORTS[device]);
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const suffix = `${theme}-${device}`;

    await loginAs(page, "admin");
    await expect(page).toHaveURL(DEMO.channelsPath);

    await page.goto(`${USERS}/invitations`);
    const newcomer = uniqueEmail(`shot-${theme}-${device}`);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(newcomer);
    await page.getByRole("button", { name: "Send invite" }).click();
    await expect(page.getByText(`Invitation sent to ${newcomer}`)).toBeVisible();
    // The editor already has a user: their link is a confirm-invitation one.
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("editor@ticker.local");
    await page.getByRole("combobox", { name: "Account", exact: true }).selectOption("sports");
    await page.getByRole("button", { name: "Send invite" }).click();
    await page.waitForLoadState("networkidle");
    await shoot(page, `invitations-list-${suffix}`);

    await page.goto(`${USERS}/registrations`);
    await page.getByLabel("Email domain").fill(`shots-${theme}-${device}.example.net`);
    await page.getByRole("button", { name: "Create page" }).click();
    await expect(page.getByTestId("registration-page-row").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, `invitations-registrations-${suffix}`);

    const visitor = await browser.newContext({ viewport: VIEWPORTS[device] });
    await visitor.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const invitee = await visitor.newPage();
    await invitee.goto(linkPath(await newestMailTo(newcomer)));
    await expect(invitee.getByRole("heading", { name: "Create your user" })).toBeVisible();
    await invitee.getByRole("button", { name: "Create user" }).click();
    await shoot(invitee, `invitations-create-account-${suffix}`);

    await invitee.goto(linkPath(await newestMailTo("editor@ticker.local")));
    await expect(invitee.getByRole("heading", { name: "Accept invitation" })).toBeVisible();
    await shoot(invitee, `invitations-confirm-${suffix}`);
    await visitor.close();

    // Leave the editor without a dangling invitation to sports for other specs.
    await page.goto(`${USERS.replace(DEMO.accountKey, "sports")}/invitations`);
    const row = page.getByTestId(device === "phone" ? "invitation-card" : "invitation-row").filter({
      hasText: "editor@ticker.local",
    });
    await row
      .first()
      .getByRole("button", { name: /Delete the invitation/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  });
}
