import { sql } from "kysely";
import type { RightName, Rights, Role } from "../../domain/roles";
import { hashPassword, verifyPassword } from "../auth/password";
import { createRepositories } from "../repositories";
import { MIGRATION_LOCK_ID } from "./migrate";
import type { Db } from "./open";

export const DEMO_DOMAIN = { name: "demo", displayName: "Demo (Europe)" } as const;
export const DEMO_ACCOUNTS = {
  newsroom: { key: "newsroom", name: "Demo Newsroom" },
  sports: { key: "sports", name: "Demo Sports" },
} as const;
export const DEMO_CHANNELS = ["Election night", "Match day"] as const;

export interface DemoCredential {
  role: Role;
  email: string;
  password: string;
  displayName: string;
}

/** The demo set printed by `npm start` and written in the README. */
export const DEMO_CREDENTIALS: readonly DemoCredential[] = [
  {
    role: "admin",
    email: "admin@ticker.local",
    password: "Ticker-admin-1",
    displayName: "Ada Admin",
  },
  {
    role: "user",
    email: "editor@ticker.local",
    password: "Ticker-editor-1",
    displayName: "Ed Editor",
  },
  {
    role: "guest",
    email: "guest@ticker.local",
    password: "Ticker-guest-1",
    displayName: "Gus Guest",
  },
];

const EDITOR_ALLOW: RightName[] = ["publish", "editAllDrafts", "manageTags"];
const GUEST_ALLOW: RightName[] = ["publish"];

/** Seeds the demo set into an empty database only. Returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Servers starting together on an empty database: one seeds, the others then see it.
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
    const repos = createRepositories(trx);
    if ((await repos.domains.list()).length > 0) return false;

    await repos.domains.insert(DEMO_DOMAIN);
    const base = { domain: DEMO_DOMAIN.name, organization_name: "Demo Media" };
    const newsroom = await repos.accounts.insert({
      ...base,
      account_key: DEMO_ACCOUNTS.newsroom.key,
      name: DEMO_ACCOUNTS.newsroom.name,
      display_name: DEMO_ACCOUNTS.newsroom.name,
      parent_account_key: null,
    });
    const sports = await repos.accounts.insert({
      ...base,
      account_key: DEMO_ACCOUNTS.sports.key,
      name: DEMO_ACCOUNTS.sports.name,
      display_name: DEMO_ACCOUNTS.sports.name,
      parent_account_key: DEMO_ACCOUNTS.newsroom.key,
    });

    // "Match day" is used more recently, so it heads the channel list.
    const now = Date.now();
    const [election, matchDay] = await Promise.all(
      DEMO_CHANNELS.map((name, i) => {
        const at = new Date(now - (DEMO_CHANNELS.length - i) * 3_600_000);
        return repos.channels.insert({
          account_id: newsroom.id,
          name,
          created_utc: at,
          last_used_utc: at,
        });
      }),
    );
    if (!election || !matchDay) throw new Error("seeding channels failed");

    const rights: Record<Role, Rights> = {
      admin: {},
      user: { allow: EDITOR_ALLOW },
      guest: { allow: GUEST_ALLOW, guest: { channelGuid: matchDay.id } },
    };
    for (const cred of DEMO_CREDENTIALS) {
      const user = await repos.users.insert({
        domain: DEMO_DOMAIN.name,
        email: cred.email,
        username: cred.email,
        display_name: cred.displayName,
        password_hash: await hashPassword(cred.password),
        avatar_url: null,
        google_subject: null,
        microsoft_subject: null,
        main_account_id: newsroom.id,
      });
      await repos.access.grant(user.id, newsroom.id, cred.role, rights[cred.role]);
      if (cred.role === "admin") await repos.access.grant(user.id, sports.id, "admin", {});
    }
    return true;
  });
}

/** The demo credentials that still sign in (none once an operator changed or removed them). */
export async function liveDemoCredentials(db: Db): Promise<DemoCredential[]> {
  const { users } = createRepositories(db);
  const checks = await Promise.all(
    DEMO_CREDENTIALS.map(async (cred) => {
      const user = await users.findByEmail(DEMO_DOMAIN.name, cred.email);
      return user && (await verifyPassword(cred.password, user.password_hash)) ? cred : null;
    }),
  );
  return checks.filter((c): c is DemoCredential => c !== null);
}
