import { expect, test } from "@playwright/test";
import { linkPath, newestMailTo, uniqueEmail } from "./invitations-helpers";
import { DEMO } from "./support/demo";
import { SHOTS, shoot, shotAsAdmin, VIEWPORTS } from "./support/screenshots";

/** Shots of the invitation pages and the two onboarding pages, for people to look at. */
const USERS = `/accounts/${DEMO.domain}/${DEMO.accountKey}/users`;

for (const [theme, device] of SHOTS) {
  test(`invitations screenshots: ${theme}, ${device}`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const suffix = await shotAsAdmin(page, [theme, device]);

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
    await shoot(page, `invitations-list-${suffix}`, true);

    await page.goto(`${USERS}/registrations`);
    await page.getByLabel("Email domain").fill(`shots-${theme}-${device}.example.net`);
    await page.getByRole("button", { name: "Create page" }).click();
    await expect(page.getByTestId("registration-page-row").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, `invitations-registrations-${suffix}`, true);

    const visitor = await browser.newContext({ viewport: VIEWPORTS[device] });
    await visitor.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const invitee = await visitor.newPage();
    await invitee.goto(linkPath(await newestMailTo(newcomer)));
    await expect(invitee.getByRole("heading", { name: "Create your user" })).toBeVisible();
    await invitee.getByRole("button", { name: "Create user" }).click();
    await shoot(invitee, `invitations-create-account-${suffix}`, true);

    await invitee.goto(linkPath(await newestMailTo("editor@ticker.local")));
    await expect(invitee.getByRole("heading", { name: "Accept invitation" })).toBeVisible();
    await shoot(invitee, `invitations-confirm-${suffix}`, true);
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
