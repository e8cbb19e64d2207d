import { sql } from "kysely";
import type { Db } from "../db/open";

export type Step = "minute" | "hour";

/** A bucket start in epoch milliseconds: both drivers read a float8 as a number. */
const epochMs = (column: string, step: Step) =>
  sql<number>`(extract(epoch from date_trunc(${step}, ${sql.ref(column)})) * 1000)::float8`;

/** The per-minute reader samples of the channels, and the hourly writing drawn beside them. */
export const audienceRepository = (db: Db) => ({
  /**
   * Adds `counts` (readers > 0 per channel) to the sample of `minute`, which keeps the most
   * readers any server saw in it. A channel deleted meanwhile is passed over.
   */
  async record(minute: Date, counts: Map<string, number>): Promise<number> {
    const readers = Object.fromEntries([...counts].filter(([, n]) => n > 0));
    const ids = Object.keys(readers);
    if (ids.length === 0) return 0;
    const written = await db
      .insertInto("reader_samples")
      .columns(["channel_id", "minute", "readers"])
      .expression((eb) =>
        eb
          .selectFrom("channels")
          .select([
            "channels.id",
            sql<Date>`${minute.toISOString()}::timestamptz`.as("minute"),
            sql<number>`(${JSON.stringify(readers)}::jsonb ->> channels.id::text)::int`.as(
              "readers",
            ),
          ])
          .where("channels.id", "in", ids),
      )
      .onConflict((oc) =>
        oc.columns(["channel_id", "minute"]).doUpdateSet({
          readers: sql<number>`greatest(reader_samples.readers, excluded.readers)`,
        }),
      )
      .returning("channel_id")
      .execute();
    return written.length;
  },

  async prune(before: Date): Promise<number> {
    const result = await db.deleteFrom("reader_samples").where("minute", "<", before).execute();
    return result.reduce((sum, r) => sum + Number(r.numDeletedRows), 0);
  },

  /** Readers per bucket since `from` (the most in any minute of an hour); empty buckets absent. */
  async readers(channelId: string, from: Date, step: Step): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom("reader_samples")
      .select([epochMs("minute", step).as("at"), sql<number>`max(readers)::int`.as("readers")])
      .where("channel_id", "=", channelId)
      .where("minute", ">=", from)
      .groupBy(sql`1`)
      .execute();
    return new Map(rows.map((r) => [Number(r.at), Number(r.readers)]));
  },

  /** The most readers in one minute since `from`, the latest such minute; undefined with none. */
  async peak(channelId: string, from: Date): Promise<{ readers: number; at: number } | undefined> {
    const row = await db
      .selectFrom("reader_samples")
      .select(["readers", epochMs("minute", "minute").as("at")])
      .where("channel_id", "=", channelId)
      .where("minute", ">=", from)
      .orderBy("readers", "desc")
      .orderBy("minute", "desc")
      .limit(1)
      .executeTakeFirst();
    return row && { readers: Number(row.readers), at: Number(row.at) };
  },

  /** Posts still in the feed, and contributions received, per hour since `from`. */
  async hours(
    channelId: string,
    from: Date,
  ): Promise<{ posts: Map<number, number>; contributions: Map<number, number> }> {
    const [posts, contributions] = await Promise.all([
      db
        .selectFrom("posts")
        .select([epochMs("created_utc", "hour").as("at"), sql<number>`count(*)::int`.as("n")])
        .where("channel_id", "=", channelId)
        .where("deleted_utc", "is", null)
        .where("created_utc", ">=", from)
        .groupBy(sql`1`)
        .execute(),
      db
        .selectFrom("contributions")
        .select([epochMs("created_utc", "hour").as("at"), sql<number>`count(*)::int`.as("n")])
        .where("channel_id", "=", channelId)
        .where("created_utc", ">=", from)
        .groupBy(sql`1`)
        .execute(),
    ]);
    const byHour = (rows: { at: number; n: number }[]) =>
      new Map(rows.map((r) => [Number(r.at), Number(r.n)]));
    return { posts: byHour(posts), contributions: byHour(contributions) };
  },
});
