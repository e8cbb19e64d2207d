import { sql } from "kysely";
import type { ActivityAction, ActivityTargetType } from "../../domain/activity";
import type { ActivityEntry } from "../../domain/schemas/activity";
import type { PageQuery } from "../../domain/schemas/common";
import type { Db } from "../db/open";

export interface NewActivity {
  accountId: string;
  /** id null: someone without a user yet (a registration-page request). */
  actor: { id: string | null; displayName: string };
  representedBy?: { id: string; displayName: string } | null;
  action: ActivityAction;
  target?: { type: ActivityTargetType; id: string; name: string } | null;
  details?: Record<string, unknown>;
}

export const activityRepository = (db: Db) => ({
  async add(entry: NewActivity): Promise<void> {
    await db
      .insertInto("activity_log")
      .values({
        account_id: entry.accountId,
        actor_id: entry.actor.id,
        actor_name: entry.actor.displayName,
        represented_by_id: entry.representedBy?.id ?? null,
        represented_by_name: entry.representedBy?.displayName ?? null,
        action: entry.action,
        target_type: entry.target?.type ?? null,
        target_id: entry.target?.id ?? null,
        target_name: entry.target?.name ?? null,
        details: JSON.stringify(entry.details ?? {}),
      })
      .execute();
  },

  /** Newest first. */
  async page(
    accountId: string,
    { page, pageSize }: PageQuery,
  ): Promise<{ items: ActivityEntry[]; total: number }> {
    const [rows, count] = await Promise.all([
      db
        .selectFrom("activity_log")
        .select([
          sql<string>`id::text`.as("id"),
          "actor_id",
          "actor_name",
          "represented_by_id",
          "represented_by_name",
          "action",
          "target_type",
          "target_id",
          "target_name",
          "details",
          "created_utc",
        ])
        .where("account_id", "=", accountId)
        .orderBy("activity_log.id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      db
        .selectFrom("activity_log")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("account_id", "=", accountId)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      total: count.n,
      items: rows.map((r) => ({
        id: r.id,
        action: r.action as ActivityAction,
        actor: { id: r.actor_id, displayName: r.actor_name },
        representedBy: r.represented_by_name
          ? { id: r.represented_by_id, displayName: r.represented_by_name }
          : null,
        target:
          r.target_type && r.target_id
            ? {
                type: r.target_type as ActivityTargetType,
                id: r.target_id,
                name: r.target_name ?? "",
              }
            : null,
        details: r.details,
        createdUtc: new Date(r.created_utc).toISOString(),
      })),
    };
  },
});
