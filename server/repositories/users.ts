import { sql } from "kysely";
import type { Db } from "../db/open";
import type { NewUser, UserRow } from "../db/schema";
import { isUuid } from "../db/uuid";

export const usersRepository = (db: Db) => ({
  async findById(id: string): Promise<UserRow | undefined> {
    if (!isUuid(id)) return undefined;
    return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  },

  /** Sign-in accepts the email or the username, case-insensitively. */
  findByLogin(domain: string, login: string): Promise<UserRow | undefined> {
    const value = login.trim().toLowerCase();
    return db
      .selectFrom("users")
      .selectAll()
      .where("domain", "=", domain)
      .where((eb) =>
        eb.or([eb(sql`lower(email)`, "=", value), eb(sql`lower(username)`, "=", value)]),
      )
      .orderBy(sql`lower(email) = ${value}`, "desc")
      .executeTakeFirst();
  },

  findByEmail(domain: string, email: string): Promise<UserRow | undefined> {
    return db
      .selectFrom("users")
      .selectAll()
      .where("domain", "=", domain)
      .where(sql`lower(email)`, "=", email.trim().toLowerCase())
      .executeTakeFirst();
  },

  async insert(user: NewUser): Promise<UserRow> {
    return db.insertInto("users").values(user).returningAll().executeTakeFirstOrThrow();
  },

  async count(): Promise<number> {
    const row = await db
      .selectFrom("users")
      .select(sql<number>`count(*)::int`.as("n"))
      .executeTakeFirstOrThrow();
    return row.n;
  },
});
