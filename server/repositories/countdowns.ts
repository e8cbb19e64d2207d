import type { Selectable } from "kysely";
import type { Countdown } from "../../domain/schemas/channel-editors";
import type { Db } from "../db/open";
import type { CountdownsTable } from "../db/schema";
import { isUuid } from "../db/uuid";

export interface CountdownFields {
  title: string;
  start: string;
  end: string;
}

const toDto = (row: Selectable<CountdownsTable>): Countdown => ({
  id: row.id,
  channelId: row.channel_id,
  title: row.title,
  start: row.start_utc.toISOString(),
  end: row.end_utc.toISOString(),
});

export const countdownsRepository = (db: Db) => ({
  /** A channel's countdowns, soonest first. */
  async list(channelId: string): Promise<Countdown[]> {
    const rows = await db
      .selectFrom("countdowns")
      .selectAll()
      .where("channel_id", "=", channelId)
      .orderBy("start_utc")
      .orderBy("created_utc")
      .execute();
    return rows.map(toDto);
  },

  async create(channelId: string, input: CountdownFields): Promise<Countdown> {
    const row = await db
      .insertInto("countdowns")
      .values({
        channel_id: channelId,
        title: input.title,
        start_utc: input.start,
        end_utc: input.end,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toDto(row);
  },

  /** undefined when the countdown is not in the channel. */
  async update(
    channelId: string,
    id: string,
    input: CountdownFields,
  ): Promise<Countdown | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await db
      .updateTable("countdowns")
      .set({ title: input.title, start_utc: input.start, end_utc: input.end })
      .where("channel_id", "=", channelId)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    return row ? toDto(row) : undefined;
  },

  async remove(channelId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await db
      .deleteFrom("countdowns")
      .where("channel_id", "=", channelId)
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
});
