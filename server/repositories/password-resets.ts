import type { Db } from "../db/open";
import { sessionsRepository } from "./sessions";

export const passwordResetsRepository = (db: Db) => ({
  /**
   * The new code replaces every earlier one: only the newest mail's link works. One statement,
   * so the two happen together without a transaction of their own.
   */
  async create(codeHash: string, userId: string, expiresAt: Date): Promise<void> {
    await db
      .with("replaced", (qb) =>
        qb
          .updateTable("password_reset_codes")
          .set({ used_at: new Date() })
          .where("user_id", "=", userId)
          .where("used_at", "is", null),
      )
      .insertInto("password_reset_codes")
      .values({ code_hash: codeHash, user_id: userId, expires_at: expiresAt })
      .execute();
  },

  /**
   * Marks the code used, sets the new password and ends every session of the user (a stolen
   * token must not outlive the reset); run it in the caller's write, so all three happen or
   * none. Returns false when the code is unknown, used, expired or belongs to another domain.
   */
  async consume(codeHash: string, domain: string, passwordHash: string): Promise<boolean> {
    const now = new Date();
    const used = await db
      .updateTable("password_reset_codes")
      .set({ used_at: now })
      .where("code_hash", "=", codeHash)
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .where("user_id", "in", db.selectFrom("users").select("id").where("domain", "=", domain))
      .returning("user_id")
      .executeTakeFirst();
    if (!used) return false;
    await db
      .updateTable("users")
      .set({ password_hash: passwordHash })
      .where("id", "=", used.user_id)
      .execute();
    await sessionsRepository(db).revokeUser(used.user_id);
    return true;
  },
});
