import type { Role } from "../../domain/roles";
import { bearer, type TestContext } from "./helpers/test-app";

export const H = "newsroom.demo";

/** An injected API call with the given token. */
export const caller =
  (t: TestContext) =>
  (method: "GET" | "POST" | "PUT" | "DELETE", url: string, jwt: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(jwt),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

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
  const user = await t.repos.users.insert({
    domain: "demo",
    email: `${name}@other.test`,
    username: `${name}@other.test`,
    display_name: name,
    password_hash: null,
    avatar_url: null,
    google_subject: null,
    microsoft_subject: null,
    main_account_id: account.id,
  });
  await t.repos.access.grant(user.id, account.id, role, {});
  const jwt = await t.tokens.sign({ userId: user.id, domain: "demo" });
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
