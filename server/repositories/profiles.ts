import { sql } from "kysely";
import type { SsoProvider } from "../auth/sso";
import type { Db } from "../db/open";
import type { UserRow } from "../db/schema";

const SUBJECT_COLUMN = {
  google: "google_subject",
  microsoft: "microsoft_subject",
} as const satisfies Record<SsoProvider, keyof UserRow>;

/** What a user may change about themselves: names, password, photo and single-sign-on bindings. */
export const profilesRepository = (db: Db) => ({
  /**
   * Whether another user of the domain already signs in with this name or address. Sign-in
   * accepts either, so a username may not equal someone's email and vice versa.
   */
  async conflicts(
    domain: string,
    userId: string,
    values: { username: string; email: string },
  ): Promise<{ username: boolean; email: boolean }> {
    const username = values.username.toLowerCase();
    const email = values.email.toLowerCase();
    const rows = await db
      .selectFrom("users")
      .select([sql<string>`lower(email)`.as("email"), sql<string>`lower(username)`.as("username")])
      .where("domain", "=", domain)
      .where("id", "<>", userId)
      .where((eb) =>
        eb.or([
          eb(sql`lower(email)`, "in", [username, email]),
          eb(sql`lower(username)`, "in", [username, email]),
        ]),
      )
      .execute();
    return {
      username: rows.some((r) => r.email === username || r.username === username),
      email: rows.some((r) => r.email === email || r.username === email),
    };
  },

  async updateNames(
    userId: string,
    values: { displayName: string; username: string },
  ): Promise<UserRow> {
    return db
      .updateTable("users")
      .set({ display_name: values.displayName, username: values.username })
      .where("id", "=", userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await db
      .updateTable("users")
      .set({ password_hash: passwordHash })
      .where("id", "=", userId)
      .execute();
  },

  async setAvatar(userId: string, avatarUrl: string | null): Promise<void> {
    await db.updateTable("users").set({ avatar_url: avatarUrl }).where("id", "=", userId).execute();
  },

  /** Who in the domain is bound to this provider subject, if anyone. */
  findBySubject(
    domain: string,
    provider: SsoProvider,
    subject: string,
  ): Promise<UserRow | undefined> {
    return db
      .selectFrom("users")
      .selectAll()
      .where("domain", "=", domain)
      .where(SUBJECT_COLUMN[provider], "=", subject)
      .executeTakeFirst();
  },

  async setSubject(userId: string, provider: SsoProvider, subject: string | null): Promise<void> {
    await db
      .updateTable("users")
      .set({ [SUBJECT_COLUMN[provider]]: subject })
      .where("id", "=", userId)
      .execute();
  },
});
