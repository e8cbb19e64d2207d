import type { Insertable } from "kysely";
import type { Db } from "../db/open";
import type { AccountRow, AccountsTable } from "../db/schema";

export const accountsRepository = (db: Db) => ({
  findByKey(domain: string, accountKey: string): Promise<AccountRow | undefined> {
    return db
      .selectFrom("accounts")
      .selectAll()
      .where("domain", "=", domain)
      .where("account_key", "=", accountKey)
      .executeTakeFirst();
  },

  insert(account: Insertable<AccountsTable>): Promise<AccountRow> {
    return db.insertInto("accounts").values(account).returningAll().executeTakeFirstOrThrow();
  },
});
