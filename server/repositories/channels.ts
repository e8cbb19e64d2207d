import type { Insertable } from "kysely";
import type { Channel } from "../../domain/schemas/channel";
import type { Db } from "../db/open";
import type { ChannelRow, ChannelsTable } from "../db/schema";
import { isUuid } from "../db/uuid";

export const toChannelDto = (row: ChannelRow): Channel => ({
  id: row.id,
  channelId: row.id,
  name: row.name,
  archived: row.archived,
  createdUtc: row.created_utc.toISOString(),
  lastUsedUtc: row.last_used_utc.toISOString(),
});

export const channelsRepository = (db: Db) => ({
  /** Non-archived channels of an account, most recently used first. */
  listActive(accountId: string): Promise<ChannelRow[]> {
    return db
      .selectFrom("channels")
      .selectAll()
      .where("account_id", "=", accountId)
      .where("archived", "=", false)
      .orderBy("last_used_utc", "desc")
      .orderBy("name")
      .execute();
  },

  async find(accountId: string, id: string): Promise<ChannelRow | undefined> {
    if (!isUuid(id)) return undefined;
    return db
      .selectFrom("channels")
      .selectAll()
      .where("account_id", "=", accountId)
      .where("id", "=", id)
      .executeTakeFirst();
  },

  insert(channel: Insertable<ChannelsTable>): Promise<ChannelRow> {
    return db.insertInto("channels").values(channel).returningAll().executeTakeFirstOrThrow();
  },
});
