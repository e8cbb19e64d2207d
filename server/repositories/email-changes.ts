import { sql } from "kysely";
import type { Db } from "../db/open";

export type EmailChangeResult =
  | { ok: true; email: string }
  | { ok: false; reason: "invalid" | "taken" };

/** Pending email changes: a hashed code per request, confirmed from the new address. */
export const emailChangesRepository = (db: Db) => ({
  /** A new request replaces any earlier one of the user, so only the latest link works. */
  async replace(codeHash: string, userId: string, newEmail: string, expiresAt: Date) {
    await db
      .deleteFrom("email_change_requests")
      .where("user_id", "=", userId)
      .where("used_utc", "is", null)
      .execute();
    await db
      .insertInto("email_change_requests")
      .values({ code_hash: codeHash, user_id: userId, new_email: newEmail, expires_utc: expiresAt })
      .execute();
  },

  /** Dropped when the user sets the email back to the current one. */
  async cancel(userId: string): Promise<void> {
    await db
      .deleteFrom("email_change_requests")
      .where("user_id", "=", userId)
      .where("used_utc", "is", null)
      .execute();
  },

  async pendingEmail(userId: string): Promise<string | null> {
    const row = await db
      .selectFrom("email_change_requests")
      .select("new_email")
      .where("user_id", "=", userId)
      .where("used_utc", "is", null)
      .where("expires_utc", ">", new Date())
      .orderBy("created_utc", "desc")
      .executeTakeFirst();
    return row?.new_email ?? null;
  },

  /**
   * Applies the change the code names, once: the code must belong to this user, be unused and
   * unexpired, and the address must still be free. Run inside the caller's transaction.
   */
  async consume(codeHash: string, userId: string): Promise<EmailChangeResult> {
    const now = new Date();
    const used = await db
      .updateTable("email_change_requests")
      .set({ used_utc: now })
      .where("code_hash", "=", codeHash)
      .where("user_id", "=", userId)
      .where("used_utc", "is", null)
      .where("expires_utc", ">", now)
      .returning("new_email")
      .executeTakeFirst();
    if (!used) return { ok: false, reason: "invalid" };
    // Someone else may have taken the address since the link was mailed.
    const owner = await db
      .selectFrom("users")
      .select("id")
      .where("domain", "in", db.selectFrom("users").select("domain").where("id", "=", userId))
      .where("id", "<>", userId)
      .where((eb) =>
        eb.or([
          eb(sql`lower(email)`, "=", used.new_email.toLowerCase()),
          eb(sql`lower(username)`, "=", used.new_email.toLowerCase()),
        ]),
      )
      .executeTakeFirst();
    if (owner) return { ok: false, reason: "taken" };
    await db.updateTable("users").set({ email: used.new_email }).where("id", "=", userId).execute();
    return { ok: true, email: used.new_email };
  },
});
