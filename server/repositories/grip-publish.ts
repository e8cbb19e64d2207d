import { sql } from "kysely";
import type { Db } from "../db/open";

/** Where a held reader starts: events up to `through` are handled, the channel's last publish. */
export interface GripPosition {
  through: number;
  /** The channel's last published event id ("0" before its first): the hold's prev-id. */
  prevId: string;
}

/** The GRIP publisher's progress (115_grip_publish.sql): its cursor and per-channel heads. */
export const gripPublishStore = (db: Db) => ({
  /** Creates the cursor at the log's head: switching GRIP on publishes from now, not history. */
  async ensureCursor(): Promise<void> {
    await sql`insert into grip_cursor (id, published_through)
      select 1, coalesce(max(id), 0) from events
      on conflict (id) do nothing`.execute(db);
  },

  /**
   * Takes the publisher's turn inside the caller's transaction: the cursor, row-locked until it
   * commits, or null when another server holds it (it is publishing now).
   */
  async claim(): Promise<number | null> {
    const row = await db
      .selectFrom("grip_cursor")
      .select(sql<string>`published_through::text`.as("through"))
      .where("id", "=", 1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    return row ? Number(row.through) : null;
  },

  async heads(channelIds: readonly string[]): Promise<Map<string, string>> {
    if (channelIds.length === 0) return new Map();
    const rows = await db
      .selectFrom("grip_channel_heads")
      .select(["channel_id", sql<string>`last_id::text`.as("last")])
      .where("channel_id", "in", channelIds)
      .execute();
    return new Map(rows.map((r) => [r.channel_id, r.last]));
  },

  /** Moves the cursor and the heads of the channels just published (same transaction as claim). */
  async advance(through: number, heads: ReadonlyMap<string, string>): Promise<void> {
    await db
      .updateTable("grip_cursor")
      .set({ published_through: String(through) })
      .where("id", "=", 1)
      .execute();
    if (heads.size === 0) return;
    await db
      .insertInto("grip_channel_heads")
      .values([...heads].map(([channel_id, last_id]) => ({ channel_id, last_id })))
      .onConflict((oc) =>
        oc.column("channel_id").doUpdateSet({ last_id: (eb) => eb.ref("excluded.last_id") }),
      )
      .execute();
  },

  /** The cursor and the channel's head, read in one statement (one snapshot). */
  async position(channelId: string): Promise<GripPosition> {
    const { rows } = await sql<{ through: string | null; prev: string | null }>`
      select (select published_through::text from grip_cursor where id = 1) as through,
        (select last_id::text from grip_channel_heads where channel_id = ${channelId}) as prev
    `.execute(db);
    return { through: Number(rows[0]?.through ?? 0), prevId: rows[0]?.prev ?? "0" };
  },
});
