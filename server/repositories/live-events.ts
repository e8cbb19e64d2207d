import { type Selectable, sql } from "kysely";
import type { Db } from "../db/open";
import type { EventsTable } from "../db/schema";
import { isUuid } from "../db/uuid";

/** An event row as every reader of the log selects it (the id as text: it is a bigint). */
export const EVENT_COLUMNS = [
  sql<string>`id::text`.as("id"),
  "channel_id",
  "type",
  "entity_id",
  "version",
  "audience",
  "owner_id",
  "data",
  "invalidates",
  "created_utc",
] as const;

/** The raw select (channelAfter) leaves json and timestamps as each driver hands them back. */
export type EventRow = Omit<Selectable<EventsTable>, "invalidates" | "created_utc"> & {
  invalidates: unknown;
  created_utc: Date | string;
};

/**
 * Event ids are bigints read as text (EVENT_COLUMNS), and that text column is named `id` too:
 * `orderBy("id")` would bind to it and sort "10" < "100" < "99". Every read orders by the
 * qualified column, so ids go in numeric order whatever the select list calls them.
 */
const BY_ID = sql`events.id`;

/**
 * The SQL of the live path: reading the events log and the channel a stream is for. Events
 * come back as stored; server/live/log.ts shows their images as readers get them.
 */
export const liveStore = (db: Db) => ({
  async maxId(): Promise<number> {
    const row = await db
      .selectFrom("events")
      .select(sql<string | null>`max(id)::text`.as("max"))
      .executeTakeFirst();
    return Number(row?.max ?? 0);
  },

  /** Every event after `afterId` (all channels), in id order: the hub's read. */
  async after(afterId: number, limit: number): Promise<EventRow[]> {
    return db
      .selectFrom("events")
      .select(EVENT_COLUMNS)
      .where("id", ">", String(afterId))
      .orderBy(BY_ID)
      .limit(limit)
      .execute();
  },

  /**
   * A channel's events after `afterId` (public ones only, or all), and its prune floor, in one
   * statement: the replay of a resuming stream and a changes page. One snapshot, so the floor
   * read is the one the events were read under: a resume point below it may have missed
   * pruned events (a reset), one at or above it has all it needs.
   */
  async channelAfter(
    channelId: string,
    afterId: number,
    limit: number,
    publicOnly: boolean,
  ): Promise<{ rows: EventRow[]; floor: number }> {
    const audience = publicOnly ? sql`and audience = 'public'` : sql``;
    const { rows } = await sql<EventRow & { floor: string; n: string | null }>`
      select f.floor::text as floor, e.*
      from (
        select coalesce(
          (select pruned_through from event_floors where channel_id = ${channelId}), 0
        ) as floor
      ) f
      left join lateral (
        select events.id as n, id::text as id, channel_id, type, entity_id, version, audience,
          owner_id, data, invalidates, created_utc
        from events
        where channel_id = ${channelId} and id > ${afterId} ${audience}
        order by events.id
        limit ${limit}
      ) e on true
      order by e.n`.execute(db);
    const floor = Number(rows[0]?.floor ?? 0);
    const events = rows.filter((r) => r.n !== null).map(({ floor: _f, n: _n, ...row }) => row);
    return { rows: events, floor };
  },

  /** The highest event id pruned from the channel's log; 0 when none was. */
  async floor(channelId: string): Promise<number> {
    const row = await db
      .selectFrom("event_floors")
      .select(sql<string>`pruned_through::text`.as("floor"))
      .where("channel_id", "=", channelId)
      .executeTakeFirst();
    return Number(row?.floor ?? 0);
  },

  /**
   * Where a reader rendered from the database now resumes: the channel's newest event, or
   * its prune floor when that is higher (so a fresh page is never told to reset).
   */
  async head(channelId: string): Promise<string> {
    const row = await db
      .selectFrom("events")
      .select(sql<string | null>`max(id)::text`.as("max"))
      .where("channel_id", "=", channelId)
      .executeTakeFirst();
    return String(Math.max(Number(row?.max ?? 0), await this.floor(channelId)));
  },

  /** Any channel by id (the public stream has no account): undefined when unknown. */
  async channel(channelId: string): Promise<{ id: string; archived: boolean } | undefined> {
    if (!isUuid(channelId)) return undefined;
    return db
      .selectFrom("channels")
      .select(["id", "archived"])
      .where("id", "=", channelId)
      .executeTakeFirst();
  },

  /** Which of these API key ids still exist (streams opened with a key check it). */
  async existingApiKeys(ids: readonly string[]): Promise<Set<string>> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return new Set();
    const rows = await db.selectFrom("api_keys").select("id").where("id", "in", valid).execute();
    return new Set(rows.map((r) => r.id));
  },

  async notify(channel: string, payload: string): Promise<void> {
    await sql`select pg_notify(${channel}, ${payload})`.execute(db);
  },
});
export type LiveStore = ReturnType<typeof liveStore>;
