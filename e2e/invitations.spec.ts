import type { Page } from "@playwright/test";
import { linkPath, newestMailTo, uniqueEmail } from "./invitations-helpers";
import { login, loginAndOpen } from "./support/auth";
import { confirmDelete } from "./support/confirm";
import { DEMO } from "./support/demo";
import { expect, test } from "./support/fresh-page";

const INVITATIONS = `/accounts/${DEMO.domain}/${DEMO.accountKey}/users/invitations`;
const REGISTRATIONS = `/accounts/${DEMO.domain}/${DEMO.accountKey}/users/registrations`;
const PASSWORD = "Invited-user-1";

async function sendInvite(page: Page, email: string) {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("button", { name: "Send invite" }).click();
}

test("an admin invites; the invitee opens the mailed link, creates a user and lands on channels", async ({
  page,
  freshPage,
}) => {
  await loginAndOpen(page, INVITATIONS);
  await expect(page.getByRole("heading", { name: "Invitations", exact: true })).toBeVisible();

  const email = uniqueEmail("invitee");
  await sendInvite(page, email);
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const row = page.getByTestId("invitation-row").filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByText("Pending")).toBeVisible();

  // The same address again: the refusal shows on the email field.
  await sendInvite(page, email);
  await expect(page.getByText("Email invitation is already created")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  // The invitee, in a fresh browser, opens the mailed link.
  const mail = await newestMailTo(email);
  const invitee = await freshPage();
  await invitee.goto(linkPath(mail));
  await expect(invitee.getByRole("heading", { name: "Create your user" })).toBeVisible();
  await expect(invitee.getByLabel("Email")).toHaveValue(email);
  await invitee.getByLabel("Name").fill("Ivy Invitee");
  await invitee.getByLabel(/^Password/).fill("weak");
  await invitee.getByLabel("Repeat password").fill("other");
  await invitee.getByRole("button", { name: "Create user" }).click();
  await expect(invitee.getByText(/at least 3 of 4 categories/)).toBeVisible();
  await expect(invitee.getByText("Passwords must match")).toBeVisible();

  // This server configures no single sign-on provider, so none is offered to end in an error.
  await expect(invitee.getByRole("button", { name: /^Sign up with/ })).toHaveCount(0);

  await invitee.getByLabel(/^Password/).fill(PASSWORD);
  await invitee.getByLabel("Repeat password").fill(PASSWORD);
  await invitee.getByRole("button", { name: "Create user" }).click();
  await expect(invitee).toHaveURL(DEMO.channelsPath);

  // The link is spent.
  await invitee.goto(linkPath(mail));
  await expect(invitee.getByRole("heading", { name: "Invitation not valid" })).toBeVisible();

  // Signing in later works with the chosen password.
  const later = await freshPage();
  await later.goto("/login");
  await login(later, email, PASSWORD);
  await expect(later).toHaveURL(DEMO.channelsPath);

  // The admin sees it accepted, then deletes it after confirming.
  await page.reload();
  await expect(row.getByText("Accepted")).toBeVisible();
  await row.getByRole("button", { name: `Delete the invitation to ${email}` }).click();
  await confirmDelete(page, "Delete invitation?");
  await expect(row).toHaveCount(0);
});

test("a person asks for an invitation on a registration page and gets one mailed", async ({
  page,
  freshPage,
}) => {
  await loginAndOpen(page, REGISTRATIONS);
  const domain = `reg${Date.now().toString(36)}.example.org`;
  await page.getByLabel("Email domain").fill(domain);
  await page.getByRole("button", { name: "Create page" }).click();
  const row = page.getByTestId("registration-page-row").filter({ hasText: domain });
  await expect(row).toBeVisible();

  // The same domain again: refused before asking the server.
  await page.getByLabel("Email domain").fill(domain.toUpperCase());
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByText("Please do not use email domain, it's already there!")).toBeVisible();

  const url = await row.getByLabel("Url", { exact: true }).textContent();
  const visitor = await freshPage();
  await visitor.goto(new URL(url!).pathname);
  await expect(visitor.getByRole("heading", { name: "Join Demo Newsroom" })).toBeVisible();
  await visitor.getByLabel("Your email").fill("someone@elsewhere.com");
  await visitor.getByRole("button", { name: "Send invitation" }).click();
  await expect(
    visitor.getByText("This email address does not belong to the page's email domain."),
  ).toBeVisible();
  const email = uniqueEmail("asker", domain);
  await visitor.getByLabel("Your email").fill(email);
  await visitor.getByRole("button", { name: "Send invitation" }).click();
  await expect(visitor.getByText("Check your email")).toBeVisible();

  const mail = await newestMailTo(email);
  await visitor.goto(linkPath(mail));
  await expect(visitor.getByRole("heading", { name: "Create your user" })).toBeVisible();

  // Clean up: the page goes after confirming.
  await row.getByRole("button", { name: `Delete the registration page for ${domain}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
});

test("the invite flow in Norwegian", async ({ page, freshPage }) => {
  await loginAndOpen(page, `/no${INVITATIONS}`);
  await expect(page.getByRole("heading", { name: "Invitasjoner", exact: true })).toBeVisible();
  const email = uniqueEmail("norsk");
  await expect(page.getByRole("combobox", { name: "Konto", exact: true })).toHaveValue("newsroom");
  // A badly formatted address is refused on the field; the corrected one is sent.
  const field = page.getByRole("textbox", { name: "E-post", exact: true });
  await field.fill("nils@");
  await page.getByRole("button", { name: "Send invitasjon" }).click();
  await expect(page.getByText("Skriv inn en gyldig e-postadresse")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill(email);
  await expect(page.getByText("Skriv inn en gyldig e-postadresse")).toHaveCount(0);
  await page.getByRole("button", { name: "Send invitasjon" }).click();
  await expect(page.getByText(`Invitasjon sendt til ${email}`)).toBeVisible();
  await expect(
    page.getByTestId("invitation-row").filter({ hasText: email }).getByText("Venter"),
  ).toBeVisible({ timeout: 20_000 });

  const mail = await newestMailTo(email);
  const invitee = await freshPage();
  await invitee.goto(`/no${linkPath(mail)}`);
  await expect(invitee.getByRole("heading", { name: "Opprett brukeren din" })).toBeVisible();
  await invitee.getByLabel("Navn").fill("Nils Nordmann");
  await invitee.getByLabel(/^Passord/).fill(PASSWORD);
  await invitee.getByLabel("Gjenta passordet").fill(PASSWORD);
  await invitee.getByRole("button", { name: "Opprett bruker" }).click();
  await expect(invitee).toHaveURL(`/no${DEMO.channelsPath}`);
});
