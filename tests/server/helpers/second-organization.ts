import type { Role } from "../../../domain/roles";
import type { AccountRow, UserRow } from "../../../server/db/schema";
import type { TestContext } from "./test-app";

let seq = 0;

export interface SecondOrganization {
  /** Organisation B's top-level account, and one sub-account under it. */
  root: AccountRow;
  sub: AccountRow;
  /** Hosts (`key.demo`) of the two accounts. */
  rootHost: string;
  subHost: string;
  /** The administrator of B (admin of its top-level account). */
  admin: { user: UserRow; jwt: string };
  /**
   * Someone whose main account is the demo organisation's @newsroom (A), who also holds
   * @sports (A) and was given access to B's top-level account as a User: the member both
   * organisations share.
   */
  shared: { user: UserRow; jwt: string };
}

/**
 * A second organisation in the demo domain beside the seeded one, so tests can check that
 * its administrators reach only what is theirs. Every call makes a new one.
 */
export async function makeSecondOrganization(t: TestContext): Promise<SecondOrganization> {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}`;
  const account = (key: string, name: string, parent: string | null) =>
    t.repos.accounts.insert({
      domain: "demo",
      account_key: `${key}${tag}`,
      name,
      display_name: name,
      organization_name: "Harbour Media",
      parent_account_key: parent,
    });
  const root = await account("harbour", "Harbour Times", null);
  const sub = await account("harboursport", "Harbour Sport", root.account_key);
  const newsroom = (await t.repos.accounts.findByKey("demo", "newsroom"))!;
  const sports = (await t.repos.accounts.findByKey("demo", "sports"))!;
  const person = async (name: string, main: AccountRow, role: Role) => {
    const user = await t.repos.users.insert({
      domain: "demo",
      email: `${name.toLowerCase().replace(/\W+/g, "-")}-${tag}@harbour.test`,
      username: `${name.toLowerCase().replace(/\W+/g, "-")}-${tag}`,
      display_name: name,
      password_hash: null,
      main_account_id: main.id,
    });
    await t.repos.access.grant(user.id, main.id, role, {});
    return { user, jwt: await t.tokens.sign({ userId: user.id, domain: "demo" }) };
  };
  const admin = await person("Hanna Harbour", root, "admin");
  const shared = await person("Sindre Shared", newsroom, "user");
  await t.repos.access.grant(shared.user.id, sports.id, "user", {});
  await t.repos.access.grant(shared.user.id, root.id, "user", { allow: ["publish"] });
  return {
    root,
    sub,
    rootHost: `${root.account_key}.demo`,
    subHost: `${sub.account_key}.demo`,
    admin,
    shared,
  };
}
