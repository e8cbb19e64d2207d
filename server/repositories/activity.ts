import { sql } from "kysely";
import type { ActivityAction, ActivityTargetType } from "../../domain/activity";
import type { ActivityEntry, ActivityFilter, ActivityPeople } from "../../domain/schemas/activity";
import type { PageQuery } from "../../domain/schemas/common";
import type { Db } from "../db/open";
import { likePattern } from "./posts";

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

  /** Newest first, narrowed by the filter. */
  async page(
    accountId: string,
    { page, pageSize, ...filter }: PageQuery & ActivityFilter,
  ): Promise<{ items: ActivityEntry[]; total: number }> {
    const matching = () => {
      let query = db.selectFrom("activity_log").where("account_id", "=", accountId);
      const { person, action, from, to, q } = filter;
      if (person) {
        query = query.where((eb) =>
          eb.or([eb("actor_id", "=", person), eb("represented_by_id", "=", person)]),
        );
      }
      if (action) query = query.where("action", "=", action);
      if (from) query = query.where("created_utc", ">=", new Date(from));
      if (to) query = query.where("created_utc", "<", new Date(to));
      if (q) {
        const pattern = likePattern(q);
        query = query.where((eb) =>
          eb.or([
            eb("actor_name", "ilike", pattern),
            eb("represented_by_name", "ilike", pattern),
            eb("target_name", "ilike", pattern),
            eb(sql`details::text`, "ilike", pattern),
          ]),
        );
      }
      return query;
    };
    const [rows, count] = await Promise.all([
      matching()
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
        .orderBy("activity_log.id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      matching().select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow(),
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

  /** Everyone who acted or represented someone in the account's log, by their latest name. */
  async people(accountId: string): Promise<ActivityPeople> {
    const named = (
      id: "actor_id" | "represented_by_id",
      name: "actor_name" | "represented_by_name",
    ) =>
      db
        .selectFrom("activity_log")
        .select([`${id} as id`, `${name} as name`, sql<string>`max(id)::text`.as("last")])
        .where("account_id", "=", accountId)
        .where(id, "is not", null)
        .groupBy([id, name])
        .execute();
    const rows = [
      ...(await named("actor_id", "actor_name")),
      ...(await named("represented_by_id", "represented_by_name")),
    ];
    const latest = new Map<string, { name: string; last: bigint }>();
    for (const r of rows) {
      const last = BigInt(r.last);
      const seen = latest.get(r.id!);
      if (r.name && (!seen || seen.last < last)) latest.set(r.id!, { name: r.name, last });
    }
    return [...latest]
      .map(([id, { name }]) => ({ id, displayName: name }))
      .sort((a, b) => a.displayName.localeCompare(b.displayName));
  },
});
