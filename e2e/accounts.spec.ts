import { expect, test } from "@playwright/test";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

const DETAILS = `/accounts/${DEMO.domain}/${DEMO.accountKey}/details`;

test("an organisation admin creates a sub-account and renames it", async ({ page }) => {
  const key = `e2e-${Date.now().toString(36)}`;
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await page.goto("/accounts");

  await page.getByRole("button", { name: "Create sub-account" }).click();
  const dialog = page.getByRole("dialog", { name: "Create sub-accounts" });
  // Client rules first: pattern, then "already selected".
  await dialog.getByLabel("Account key").fill("Not valid!");
  await dialog.getByLabel("Display name").fill("E2E desk");
  await dialog.getByRole("button", { name: "Add to list" }).click();
  await expect(dialog.getByText("Use 2–40 lowercase letters")).toBeVisible();
  await dialog.getByLabel("Account key").fill(key);
  await dialog.getByRole("button", { name: "Add to list" }).click();
  await expect(dialog.getByText(`@${key}`)).toBeVisible();
  await dialog.getByLabel("Account key").fill(key);
  await dialog.getByLabel("Display name").fill("Twice");
  await dialog.getByRole("button", { name: "Add to list" }).click();
  await expect(dialog.getByText("This key is already in the list.")).toBeVisible();
  await dialog.getByRole("button", { name: "Create 1 account" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Sub-account @${key} created`)).toBeVisible();

  const row = page.getByTestId("account-row").filter({ hasText: `@${key}` });
  await expect(row).toContainText("E2E desk");
  await row.getByRole("button", { name: "Rename: E2E desk" }).click();
  const rename = page.getByRole("dialog", { name: "Rename account" });
  await rename.getByLabel("Display name").fill("   ");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(rename.getByText("This field is required!")).toBeVisible();
  await rename.getByLabel("Display name").fill("E2E renamed desk");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(rename).toBeHidden();
  await expect(row).toContainText("E2E renamed desk");

  // The creator administers it: its details open with the new name in the header.
  await row.getByRole("link", { name: "Administer: E2E renamed desk" }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/demo/${key}/details/overview$`));
  await expect(page.getByTestId("account-header-name")).toHaveText("E2E renamed desk");
  await expect(page.getByText("Sub-account of @newsroom")).toBeVisible();
});

test("the settings forms show the rules' messages and save", async ({ page }) => {
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);

  await page.goto(`${DETAILS}/configuration`);
  await page.getByText("Require Google sign-in").click();
  await page.getByText("Require Microsoft sign-in").click();
  await expect(page.getByText("Only one sign in method can be enabled!")).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Only one sign in method can be enabled!")).toBeVisible();
  const domains = page.getByLabel("Allowed email domains").first();
  await domains.fill("not a domain");
  await domains.press("Enter");
  await expect(page.getByText("This is not a valid email domain.")).toBeVisible();
  await page.getByRole("button", { name: "Reset" }).click();

  await page.goto(`${DETAILS}/configuration/media`);
  await page.getByLabel("Max width (data-w)").fill("800");
  await page.getByRole("button", { name: "Add size" }).click();
  await expect(page.getByText("Wrong format: use a width (data-w)")).toBeVisible();
  await page.getByLabel("Max height (data-h)").fill("600");
  await page.getByRole("button", { name: "Add size" }).click();
  await page.getByLabel("Max width (data-w)").fill("800");
  await page.getByLabel("Max height (data-h)").fill("600");
  await page.getByRole("button", { name: "Add size" }).click();
  await expect(page.getByText("This image source set already exists.")).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  // Restore: remove the size again and save.
  await page.getByRole("button", { name: "Remove 800 × 600" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("No source sets")).toBeVisible();

  await page.goto(`${DETAILS}/configuration/advanced-settings`);
  await page.getByLabel("Header name").fill("X-Only-Name");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The HTTP header needs both a name and a value.")).toBeVisible();
  await page.getByLabel("Header name").fill("X Bad");
  await page.getByLabel("Header value").fill("v");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Use only letters, digits and")).toBeVisible();
});

test("the admin frame's tabs and sidebars navigate, in Norwegian too", async ({ page }) => {
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await page.goto(`${DETAILS}/overview`);
  const tabs = page.getByRole("navigation", { name: "Account administration" });
  await tabs.getByRole("link", { name: "Access & configuration" }).click();
  await expect(page).toHaveURL(`${DETAILS}/configuration`);
  await expect(page.getByRole("heading", { name: "Usage settings", level: 2 })).toBeVisible();
  await page.getByRole("link", { name: "Sports data" }).click();
  await expect(page).toHaveURL(`${DETAILS}/configuration/sports-data`);
  await expect(tabs.getByRole("link", { name: "Access & configuration" })).toHaveClass(/active/);
  await tabs.getByRole("link", { name: "Accounts" }).click();
  await expect(page.getByRole("heading", { name: "Accounts", level: 2 })).toBeVisible();
  await tabs.getByRole("link", { name: "Overview" }).click();
  await expect(page.getByRole("heading", { name: "Overview", level: 2 })).toBeVisible();

  await page.goto(`/no${DETAILS}/configuration/media`);
  await expect(page.getByRole("heading", { name: "Medier", level: 2 })).toBeVisible();
  await expect(page.getByText("Bildestørrelser (srcset)")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Kontoadministrasjon" })
    .getByRole("link", { name: "Oversikt" })
    .click();
  await expect(page).toHaveURL(`/no${DETAILS}/overview`);

  // The features console has its own navigation and reuses the settings pages.
  await page.goto(`/accounts/${DEMO.domain}/${DEMO.accountKey}/features-console/media`);
  await expect(page.getByRole("heading", { name: "Media", level: 2 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Features console" })).toBeVisible();
});
