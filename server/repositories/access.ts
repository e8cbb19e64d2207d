import type { AccountRef } from "../../domain/host";
import type { AccountAccess } from "../../domain/permissions";
import { normalizePlugins } from "../../domain/plugins";
import type { Rights, Role } from "../../domain/roles";
import type { AccountAccessDto } from "../../domain/schemas/profile";
import type { Db } from "../db/open";
import type { AccountRow } from "../db/schema";

/** One row of account_access joined with its account. */
export interface AccessRecord {
  accountId: string;
  role: Role;
  rights: Rights;
  account: AccountRow;
}

export const toAccountAccess = (r: AccessRecord): AccountAccess => ({
  role: r.role,
  rights: r.rights,
  accountDomain: r.account.domain,
  accountKey: r.account.account_key,
  parentAccountKey: r.account.parent_account_key,
  disabledFeatures: r.account.disabled_features,
  optInFeatures: r.account.opt_in_features,
});

/** The account as the profile shows it; server/auth/present.ts adds what the user may do. */
export const toAccessDto = (r: AccessRecord): Omit<AccountAccessDto, "abilities"> => ({
  role: r.role,
  rights: r.rights,
  disabledFeatures: r.account.disabled_features,
  optInFeatures: r.account.opt_in_features,
  plugins: normalizePlugins(r.account.settings.plugins ?? []),
  domain: r.account.domain,
  accountKey: r.account.account_key,
  parentAccountKey: r.account.parent_account_key,
  name: r.account.name,
  displayName: r.account.display_name,
});

export const accessRepository = (db: Db) => {
  const base = () =>
    db
      .selectFrom("account_access as aa")
      .innerJoin("accounts as a", "a.id", "aa.account_id")
      .selectAll("a")
      .select(["aa.role", "aa.rights", "aa.account_id"]);

  type Joined = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];
  const toRecord = ({ role, rights, account_id, ...account }: Joined): AccessRecord => ({
    accountId: account_id,
    role,
    rights,
    account,
  });

  return {
    /** Every account the user can act in, main account included, in a stable order. */
    async forUser(userId: string): Promise<AccessRecord[]> {
      const rows = await base()
        .where("aa.user_id", "=", userId)
        .orderBy("a.domain")
        .orderBy("a.account_key")
        .execute();
      return rows.map(toRecord);
    },

    async forAccount(userId: string, ref: AccountRef): Promise<AccessRecord | undefined> {
      const row = await base()
        .where("aa.user_id", "=", userId)
        .where("a.domain", "=", ref.accountDomain)
        .where("a.account_key", "=", ref.accountKey)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    async grant(userId: string, accountId: string, role: Role, rights: Rights): Promise<void> {
      await db
        .insertInto("account_access")
        .values({ user_id: userId, account_id: accountId, role, rights: JSON.stringify(rights) })
        .execute();
    },

    /** Replaces what the user holds in the account; false when they hold nothing there. */
    async setRights(
      userId: string,
      accountId: string,
      role: Role,
      rights: Rights,
    ): Promise<boolean> {
      const result = await db
        .updateTable("account_access")
        .set({ role, rights: JSON.stringify(rights) })
        .where("user_id", "=", userId)
        .where("account_id", "=", accountId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async revoke(userId: string, accountId: string): Promise<boolean> {
      const result = await db
        .deleteFrom("account_access")
        .where("user_id", "=", userId)
        .where("account_id", "=", accountId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
};
