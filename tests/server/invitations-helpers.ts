import { expect } from "vitest";
import { hashPassword } from "../../server/auth/password";
import { newUser } from "./helpers/demo";
import type { TestContext } from "./helpers/test-app";

/** Shared set-up of the invitation, registration-page and onboarding tests. */
export const H = "newsroom.demo";

export const stamp = (): string =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The newest mailed link to an address, and the code at its end. */
export async function mailedLink(
  t: TestContext,
  to: string,
): Promise<{ link: string; code: string }> {
  const [mail] = await t.repos.outbox.list(to);
  expect(mail?.link).toBeTruthy();
  const link = mail!.link!;
  return { link, code: decodeURIComponent(link.slice(link.lastIndexOf("/") + 1)) };
}

/** Lets the invitation `id` run out, as time would (straight in the database). */
export async function expireInvitation(t: TestContext, id: string) {
  await t.db.db
    .updateTable("invitations")
    .set({ expires_utc: new Date(Date.now() - 1000) })
    .where("id", "=", id)
    .execute();
}

/** Another organisation in the demo domain, with its own admin: must see none of newsroom's. */
export async function otherOrganizationAdmin(t: TestContext): Promise<string> {
  const key = `rival${stamp()}`.slice(0, 30);
  const account = await t.repos.accounts.insert({
    domain: "demo",
    account_key: key,
    name: "Rival",
    display_name: "Rival",
    organization_name: "Rival Media",
    parent_account_key: null,
  });
  const { jwt } = await newUser(t, {
    email: `${key}@rival.test`,
    name: "Rita Rival",
    accountId: account.id,
    role: "admin",
    passwordHash: await hashPassword("Rival-pass-1"),
  });
  return jwt;
}

export const normalRights = {
  type: "normal",
  publish: true,
  editAllPosts: false,
  deleteAllPosts: false,
  editAllDrafts: true,
  manageTags: false,
  manageChannels: false,
} as const;
