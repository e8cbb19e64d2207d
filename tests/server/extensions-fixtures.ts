import type { Role } from "../../domain/roles";
import { newUser } from "./helpers/demo";
import type { TestContext } from "./helpers/test-app";

export const H = "newsroom.demo";

/** A user holding `role` in a fresh top-level account of the demo domain, with its token. */
export async function userOfOtherAccount(t: TestContext, name: string, role: Role = "admin") {
  const account = await t.repos.accounts.insert({
    domain: "demo",
    account_key: `${name}-acc`,
    name: `${name} account`,
    display_name: `${name} account`,
    organization_name: "Other",
    parent_account_key: null,
  });
  const { user, jwt } = await newUser(t, {
    email: `${name}@other.test`,
    name,
    accountId: account.id,
    role,
  });
  return { account, user, jwt, host: `${account.account_key}.demo` };
}

/** The account's activity entries of one action, newest first. */
export async function activityOf(t: TestContext, accountKey: string, action: string) {
  const account = await t.repos.accounts.findByKey("demo", accountKey);
  return t.db.db
    .selectFrom("activity_log")
    .selectAll()
    .where("account_id", "=", account!.id)
    .where("action", "=", action)
    .orderBy("id", "desc")
    .execute();
}
