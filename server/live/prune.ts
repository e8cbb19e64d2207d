import { sql } from "kysely";
import type { Db } from "../db/open";

/** Notified after a prune: the hubs forget the events they hold in memory (server/live/recent.ts). */
export const FLOORS_CHANNEL = "ticker_floors";

/**
 * Drops every event created before `before` and raises each affected channel's prune floor
 * to the highest id dropped, in one transaction: a reader resuming from below the floor is
 * then told to reset (server/live/sse.ts, the changes route) rather than left with a gap.
 * Answers how many events were dropped.
 */
export async function pruneEvents(db: Db, before: Date): Promise<number> {
  const result = await sql<{ pruned: number }>`
    with gone as (
      delete from events where created_utc < ${before} returning channel_id, id
    ), floors as (
      insert into event_floors (channel_id, pruned_through)
      select channel_id, max(id) from gone group by channel_id
      on conflict (channel_id) do update
        set pruned_through = greatest(event_floors.pruned_through, excluded.pruned_through)
    )
    select count(*)::int as pruned from gone`.execute(db);
  const pruned = result.rows[0]?.pruned ?? 0;
  if (pruned > 0) await sql`select pg_notify(${FLOORS_CHANNEL}, '')`.execute(db);
  return pruned;
}
