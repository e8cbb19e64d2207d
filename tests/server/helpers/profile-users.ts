import type { Rights, Role } from "../../../domain/roles";
import { hashPassword } from "../../../server/auth/password";
import type { UserRow } from "../../../server/db/schema";
import type { TestContext } from "./test-app";

let seq = 0;

export interface MadeUser {
  user: UserRow;
  password: string;
  jwt: string;
}

/**
 * A user of its own for tests that change profiles, so demo users stay as seeded. Access is
 * granted in `accountKey` (its main account) plus any `alsoIn` accounts.
 */
export async function makeUser(
  t: TestContext,
  options: {
    accountKey?: string;
    role?: Role;
    rights?: Rights;
    alsoIn?: { accountKey: string; role: Role }[];
    name?: string;
  } = {},
): Promise<MadeUser> {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}`;
  const password = "Profile-pass-1";
  const main = (await t.repos.accounts.findByKey("demo", options.accountKey ?? "newsroom"))!;
  const user = await t.repos.users.insert({
    domain: "demo",
    email: `person-${tag}@ticker.local`,
    username: `person-${tag}`,
    display_name: options.name ?? `Person ${tag}`,
    password_hash: await hashPassword(password),
    main_account_id: main.id,
  });
  await t.repos.access.grant(user.id, main.id, options.role ?? "user", options.rights ?? {});
  for (const extra of options.alsoIn ?? []) {
    const account = (await t.repos.accounts.findByKey("demo", extra.accountKey))!;
    await t.repos.access.grant(user.id, account.id, extra.role, {});
  }
  const jwt = await t.tokens.sign({ userId: user.id, domain: "demo" });
  return { user, password, jwt };
}
