import { sql } from "kysely";
import type { UserListItem } from "../../domain/schemas/user";
import type { Db } from "../db/open";
import type { AccountRow, NewUser, UserRow } from "../db/schema";
import { isUuid } from "../db/uuid";

/** An organisation: its top-level account and the accounts under it. */
export type OrganizationRoot = Pick<AccountRow, "domain" | "account_key">;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Users as administration lists show them: the user, what they hold in one account and
 * their main account. `members` joins access on a given account; the organisation-wide
 * queries on each user's main account.
 */
const memberQueries = (db: Db) => {
  /** Whether the user's main account (`m`) belongs to the organisation of `root`. */
  const mainIn = (root: OrganizationRoot) =>
    // coalesce: a top-level main account's null parent would make the answer null, not false.
    sql<boolean>`coalesce(m.domain = ${root.domain} and (m.account_key = ${root.account_key} or m.parent_account_key = ${root.account_key}), false)`;
  /** `viewer`: the organisation asking, which may edit the profile of its own members only. */
  const base = (viewer: OrganizationRoot) =>
    db
      .selectFrom("users as u")
      .innerJoin("account_access as aa", "aa.user_id", "u.id")
      .innerJoin("accounts as a", "a.id", "aa.account_id")
      .innerJoin("accounts as m", "m.id", "u.main_account_id")
      .select([
        "u.id",
        "u.display_name",
        "u.username",
        "u.email",
        "u.avatar_url",
        "u.google_subject",
        "u.microsoft_subject",
        "u.created_at",
        "aa.role",
        "aa.rights",
        "a.account_key",
        "a.domain",
        "m.account_key as main_key",
        "m.display_name as main_name",
        mainIn(viewer).as("profile_editable"),
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];
  const toItem = (r: Row): UserListItem => ({
    userId: r.id,
    displayName: r.display_name,
    username: r.username,
    email: r.email,
    avatarUrl: r.avatar_url,
    role: r.role,
    rights: r.rights,
    accountKey: r.account_key,
    accountDomain: r.domain,
    // Another organisation's account is none of the viewer's business: not even its name.
    mainAccountKey: r.profile_editable ? r.main_key : null,
    mainAccountName: r.profile_editable ? r.main_name : null,
    googleBound: r.google_subject !== null,
    microsoftBound: r.microsoft_subject !== null,
    createdUtc: new Date(r.created_at).toISOString(),
    profileEditable: r.profile_editable,
  });
  /** Users whose main account is the root or one of its sub-accounts, with their main role. */
  const inOrganization = (root: OrganizationRoot) =>
    base(root).whereRef("aa.account_id", "=", "u.main_account_id").where(mainIn(root));
  const byName = sql`lower(u.display_name)`;

  return {
    /** Everyone holding access to the account, by display name. */
    async members(accountId: string, viewer: OrganizationRoot): Promise<UserListItem[]> {
      const rows = await base(viewer)
        .where("aa.account_id", "=", accountId)
        .orderBy(byName)
        .orderBy("u.id")
        .execute();
      return rows.map(toItem);
    },

    async member(
      accountId: string,
      userId: string,
      viewer: OrganizationRoot,
    ): Promise<UserListItem | undefined> {
      if (!isUuid(userId)) return undefined;
      const row = await base(viewer)
        .where("aa.account_id", "=", accountId)
        .where("u.id", "=", userId)
        .executeTakeFirst();
      return row ? toItem(row) : undefined;
    },

    async organizationMembers(root: OrganizationRoot): Promise<UserListItem[]> {
      const rows = await inOrganization(root).orderBy(byName).orderBy("u.id").execute();
      return rows.map(toItem);
    },

    /** Case-insensitive substring of email or username; the shortest (closest) matches first. */
    async searchOrganization(
      root: OrganizationRoot,
      query: string,
      limit: number,
    ): Promise<UserListItem[]> {
      const pattern = `%${escapeLike(query.trim().toLowerCase())}%`;
      const rows = await inOrganization(root)
        .where((eb) =>
          eb.or([
            eb(sql`lower(u.email)`, "like", pattern),
            eb(sql`lower(u.username)`, "like", pattern),
          ]),
        )
        .orderBy(sql`length(u.email)`)
        .orderBy(byName)
        .limit(limit)
        .execute();
      return rows.map(toItem);
    },
  };
};

export const usersRepository = (db: Db) => ({
  ...memberQueries(db),

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

  async setDisplayName(id: string, displayName: string): Promise<void> {
    await db.updateTable("users").set({ display_name: displayName }).where("id", "=", id).execute();
  },

  /** Deletes the user; their access rows, drafts and reset codes go with them (cascade). */
  async remove(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await db.deleteFrom("users").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  async count(): Promise<number> {
    const row = await db
      .selectFrom("users")
      .select(sql<number>`count(*)::int`.as("n"))
      .executeTakeFirstOrThrow();
    return row.n;
  },
});
