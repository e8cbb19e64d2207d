import type { Db } from "../db/open";
import { isUuid } from "../db/uuid";

/** What a token's session says about it, read in one lookup on every authenticated request. */
export interface SessionState {
  userId: string;
  /** The administrator whose session a "sign in as" session hangs off; null for a sign-in. */
  parentUserId: string | null;
  /** When the person signed in (the administrator, for "sign in as"). */
  signedInAt: Date;
  /** Ended on the server, itself or (for "sign in as") its administrator's session. */
  revoked: boolean;
}

export const sessionsRepository = (db: Db) => ({
  /** A new session for a sign-in, or (with a parent) for "sign in as" under that session. */
  async start(userId: string, parentId: string | null = null): Promise<string> {
    const row = await db
      .insertInto("sessions")
      .values({ user_id: userId, parent_id: parentId })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async state(id: string): Promise<SessionState | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await db
      .selectFrom("sessions as s")
      .leftJoin("sessions as p", "p.id", "s.parent_id")
      .select([
        "s.user_id",
        "s.created_utc",
        "s.revoked_utc",
        "p.user_id as parent_user_id",
        "p.created_utc as parent_created_utc",
        "p.revoked_utc as parent_revoked_utc",
      ])
      .where("s.id", "=", id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      userId: row.user_id,
      parentUserId: row.parent_user_id,
      signedInAt: row.parent_created_utc ?? row.created_utc,
      revoked: row.revoked_utc !== null || row.parent_revoked_utc !== null,
    };
  },

  async revoke(id: string): Promise<void> {
    await db
      .updateTable("sessions")
      .set({ revoked_utc: new Date() })
      .where("id", "=", id)
      .where("revoked_utc", "is", null)
      .execute();
  },

  /**
   * Ends every open session of a user but `keep` (the one that asked). Their "sign in as"
   * sessions end with them, through the parent.
   */
  async revokeUser(userId: string, keep: string | null = null): Promise<void> {
    let update = db
      .updateTable("sessions")
      .set({ revoked_utc: new Date() })
      .where("user_id", "=", userId)
      .where("revoked_utc", "is", null);
    if (keep) update = update.where("id", "!=", keep);
    await update.execute();
  },

  /**
   * Deletes the sessions that ended (logout, password change, removal) or outlived
   * SESSION_MAX_AGE_DAYS before `endedBefore`; "sign in as" sessions go with their parent.
   * Answers how many were deleted.
   */
  async prune(endedBefore: Date, maxAgeDays: number): Promise<number> {
    const signedInBefore = new Date(endedBefore.getTime() - maxAgeDays * 86_400_000);
    const gone = await db
      .deleteFrom("sessions")
      .where((eb) =>
        eb.or([eb("revoked_utc", "<", endedBefore), eb("created_utc", "<", signedInBefore)]),
      )
      .returning("id")
      .execute();
    return gone.length;
  },
});
