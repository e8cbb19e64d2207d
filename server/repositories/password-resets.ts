import type { Db } from "../db/open";
import { sessionsRepository } from "./sessions";

export const passwordResetsRepository = (db: Db) => ({
  /** The new code replaces every earlier one: only the newest mail's link works. */
  async create(codeHash: string, userId: string, expiresAt: Date): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("password_reset_codes")
        .set({ used_at: new Date() })
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .execute();
      await trx
        .insertInto("password_reset_codes")
        .values({ code_hash: codeHash, user_id: userId, expires_at: expiresAt })
        .execute();
    });
  },

  /**
   * Marks the code used, sets the new password and ends every session of the user (a stolen
   * token must not outlive the reset) in one transaction. Returns false when the code is
   * unknown, used, expired or belongs to another domain.
   */
  async consume(codeHash: string, domain: string, passwordHash: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const now = new Date();
      const used = await trx
        .updateTable("password_reset_codes")
        .set({ used_at: now })
        .where("code_hash", "=", codeHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .where("user_id", "in", trx.selectFrom("users").select("id").where("domain", "=", domain))
        .returning("user_id")
        .executeTakeFirst();
      if (!used) return false;
      await trx
        .updateTable("users")
        .set({ password_hash: passwordHash })
        .where("id", "=", used.user_id)
        .execute();
      await sessionsRepository(trx).revokeUser(used.user_id);
      return true;
    });
  },
});
