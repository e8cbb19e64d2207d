import { expect, type Locator, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./invitations-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

const INVITATIONS = `/accounts/${DEMO.domain}/${DEMO.accountKey}/users/invitations`;

/**
 * Regression: a badly formatted address is refused (by the form or by the server); the corrected
 * one clears the message and is sent. The form validates on blur, so pressing "Send" used to
 * blur the email field and show (or hide) its message under it while the button was still held
 * down: the button moved from under the pointer, the click never happened, the form was never
 * submitted (so typing did not re-validate either) and nothing was sent. Playwright's instant
 * clicks only hit that now and then (under load); a person's press, held for a moment, always did.
 */
const PRESS = { delay: 150 } as const;

const LANGUAGES = [
  {
    name: "English",
    prefix: "",
    heading: "Invitations",
    email: "Email",
    account: "Account",
    send: "Send invite",
    invalid: "Please add a valid email",
    serverInvalid: "Invalid format of the email!",
    sent: (email: string) => `Invitation sent to ${email}`,
    pending: "Pending",
  },
  {
    name: "Norwegian",
    prefix: "/no",
    heading: "Invitasjoner",
    email: "E-post",
    account: "Konto",
    send: "Send invitasjon",
    invalid: "Skriv inn en gyldig e-postadresse",
    serverInvalid: "Ugyldig format på e-postadressen!",
    sent: (email: string) => `Invitasjon sendt til ${email}`,
    pending: "Venter",
  },
] as const;

const INVALID = ["not-an-email", "a b@c.no", "nils@"] as const;

/** Selects the field's text and types over it, as a person would. */
async function typeOver(field: Locator, text: string) {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  await field.pressSequentially(text);
}

for (const lang of LANGUAGES) {
  test.describe(`an invalid email, then corrected (${lang.name})`, () => {
    async function open(page: Page) {
      await loginAs(page, "admin");
      await expect(page).toHaveURL(DEMO.channelsPath);
      await page.goto(`${lang.prefix}${INVITATIONS}`);
      await expect(page.getByRole("heading", { name: lang.heading, exact: true })).toBeVisible();
      await expect(page.getByRole("combobox", { name: lang.account, exact: true })).toHaveValue(
        DEMO.accountKey,
      );
      return fieldAndSend(page);
    }

    const fieldAndSend = (page: Page) => ({
      field: page.getByRole("textbox", { name: lang.email, exact: true }),
      send: page.getByRole("button", { name: lang.send }),
    });

    async function expectSent(page: Page, field: Locator, email: string) {
      await expect(page.getByText(lang.sent(email))).toBeVisible();
      await expect(
        page.getByTestId("invitation-row").filter({ hasText: email }).getByText(lang.pending),
      ).toBeVisible();
      await expect(page.getByText(lang.invalid)).toHaveCount(0);
      await expect(field).not.toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveValue("");
    }

    /** Types a valid address over the refused one: `message` goes at once, and it is sent. */
    async function correctAndSend(page: Page, message: string, prefix: string) {
      const { field, send } = fieldAndSend(page);
      const email = uniqueEmail(prefix);
      await typeOver(field, email);
      await expect(page.getByText(message)).toHaveCount(0);
      await send.click(PRESS);
      await expectSent(page, field, email);
    }

    for (const invalid of INVALID) {
      test(`"${invalid}": submitted, corrected, sent`, async ({ page }) => {
        const { field, send } = await open(page);
        await typeOver(field, invalid);
        await send.click(PRESS);
        await expect(page.getByText(lang.invalid)).toBeVisible();
        await expect(field).toHaveAttribute("aria-invalid", "true");

        // Submitted once, the field re-validates as it is typed in.
        await correctAndSend(page, lang.invalid, "fix");

        // The same with fill(), straight after the success (the form was reset).
        await field.fill(invalid);
        await send.click(PRESS);
        await expect(page.getByText(lang.invalid)).toBeVisible();
        const again = uniqueEmail("fill");
        await field.fill(again);
        await expect(page.getByText(lang.invalid)).toHaveCount(0);
        await send.click(PRESS);
        await expectSent(page, field, again);
      });

      test(`"${invalid}": refused on blur, corrected, sent`, async ({ page }) => {
        const { field, send } = await open(page);
        await typeOver(field, invalid);
        await field.blur();
        await expect(page.getByText(lang.invalid)).toBeVisible();
        // Not submitted yet: the message stays until the field is left or the form is sent.
        const email = uniqueEmail("blur");
        await typeOver(field, email);
        await send.click(PRESS);
        await expectSent(page, field, email);
      });
    }

    test("the server's email-invalid-format, then a corrected address", async ({ page }) => {
      const { field, send } = await open(page);
      // The form accepts the address; the server refuses it once.
      let refused = false;
      await page.route("**/api/invitations/**", async (route) => {
        if (route.request().method() === "POST" && !refused) {
          refused = true;
          await route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({ errorKey: "email-invalid-format" }),
          });
          return;
        }
        await route.fallback();
      });
      await typeOver(field, uniqueEmail("srv"));
      await send.click(PRESS);
      await expect(page.getByText(lang.serverInvalid)).toBeVisible();
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute("aria-invalid", "true");

      await correctAndSend(page, lang.serverInvalid, "srvfix");
    });
  });
}
