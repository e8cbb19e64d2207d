import { sql } from "kysely";
import type { Role } from "../../domain/roles";
import type { Db } from "../db/open";

export interface ChannelFigures {
  id: string;
  name: string;
  archived: boolean;
  /** Posts in the feed (the trigger-kept count, deleted posts excluded). */
  posts: number;
}

/** Read-only figures for an account's statistics screen. */
export const statisticsRepository = (db: Db) => ({
  /** Every channel of the account, archived ones included, by name. */
  async channels(accountId: string): Promise<ChannelFigures[]> {
    const rows = await db
      .selectFrom("channels")
      .leftJoin("channel_post_counts", "channel_post_counts.channel_id", "channels.id")
      .select([
        "channels.id",
        "channels.name",
        "channels.archived",
        sql<number>`coalesce(channel_post_counts.posts, 0)::int`.as("posts"),
      ])
      .where("channels.account_id", "=", accountId)
      .orderBy("channels.name")
      .orderBy("channels.id")
      .execute();
    return rows.map((r) => ({ ...r, posts: Number(r.posts) }));
  },

  /**
   * Posts still in the feed per UTC day (YYYY-MM-DD) created at or after `since`; days
   * without posts are absent (the caller fills them in).
   */
  async postsPerDay(accountId: string, since: Date): Promise<Map<string, number>> {
    const day = sql<string>`to_char(created_utc at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await db
      .selectFrom("posts")
      .select([day.as("day"), sql<number>`count(*)::int`.as("n")])
      .where("account_id", "=", accountId)
      .where("deleted_utc", "is", null)
      .where("created_utc", ">=", since)
      .groupBy(day)
      .execute();
    return new Map(rows.map((r) => [r.day, Number(r.n)]));
  },

  /** Users holding access to the account, per role. */
  async usersByRole(accountId: string): Promise<Record<Role, number>> {
    const rows = await db
      .selectFrom("account_access")
      .select(["role", sql<number>`count(*)::int`.as("n")])
      .where("account_id", "=", accountId)
      .groupBy("role")
      .execute();
    const byRole: Record<Role, number> = { admin: 0, user: 0, guest: 0 };
    for (const r of rows) byRole[r.role as Role] = Number(r.n);
    return byRole;
  },
});
