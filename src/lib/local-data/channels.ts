import { db } from "./database";
import type { ChannelRow } from "./rows";

/** Replaces an account's stored channel list in one transaction. */
export const replaceStoredChannels = (host: string, rows: readonly ChannelRow[]) =>
  db.transaction("rw", db.channels, async () => {
    await db.channels.where("accountHost").equals(host).delete();
    await db.channels.bulkPut([...rows]);
  });

export const listStoredChannels = (host: string) =>
  db.channels.where("accountHost").equals(host).toArray();
