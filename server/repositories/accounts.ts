import { type Insertable, sql } from "kysely";
import type { Account } from "../../domain/schemas/account";
import type { Db } from "../db/open";
import type { AccountRow, AccountSettings, AccountsTable } from "../db/schema";
import { isUuid } from "../db/uuid";

export const toAccountDto = (row: AccountRow): Account => ({
  id: row.id,
  accountKey: row.account_key,
  domain: row.domain,
  name: row.name,
  displayName: row.display_name,
  organizationName: row.organization_name,
  parentAccountKey: row.parent_account_key,
  createdUtc: new Date(row.created_at).toISOString(),
});

export const accountsRepository = (db: Db) => ({
  findByKey(domain: string, accountKey: string): Promise<AccountRow | undefined> {
    return db
      .selectFrom("accounts")
      .selectAll()
      .where("domain", "=", domain)
      .where("account_key", "=", accountKey)
      .executeTakeFirst();
  },

  findById(id: string): Promise<AccountRow | undefined> {
    if (!isUuid(id)) return Promise.resolve(undefined);
    return db.selectFrom("accounts").selectAll().where("id", "=", id).executeTakeFirst();
  },

  insert(account: Insertable<AccountsTable>): Promise<AccountRow> {
    return db.insertInto("accounts").values(account).returningAll().executeTakeFirstOrThrow();
  },

  /** The direct children of an account, by display name (case-insensitive), then key. */
  children(domain: string, parentKey: string): Promise<AccountRow[]> {
    return db
      .selectFrom("accounts")
      .selectAll()
      .where("domain", "=", domain)
      .where("parent_account_key", "=", parentKey)
      .orderBy(sql`lower(display_name)`)
      .orderBy("account_key")
      .execute();
  },

  async countChildren(domain: string, parentKey: string): Promise<number> {
    const row = await db
      .selectFrom("accounts")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("domain", "=", domain)
      .where("parent_account_key", "=", parentKey)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  rename(id: string, displayName: string): Promise<AccountRow | undefined> {
    return db
      .updateTable("accounts")
      .set({ display_name: displayName })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
  },

  /**
   * Merges top-level settings keys into the stored object in one statement, so concurrent
   * saves of different sections (usage, media, ...) never overwrite each other.
   */
  mergeSettings(id: string, patch: Partial<AccountSettings>): Promise<AccountRow | undefined> {
    return db
      .updateTable("accounts")
      .set({ settings: sql`settings || ${JSON.stringify(patch)}::jsonb` })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
  },
});
