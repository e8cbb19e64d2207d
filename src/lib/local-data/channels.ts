import { db } from "./database";
import type { ChannelRow } from "./rows";

/** The offline copy of each account's channel list (`storedChannels.*`). */

/** Replaces an account's stored channel list in one transaction. */
export const replace = (host: string, rows: readonly ChannelRow[]) =>
  db.transaction("rw", db.channels, async () => {
    await db.channels.where("accountHost").equals(host).delete();
    await db.channels.bulkPut([...rows]);
  });

export const list = (host: string) => db.channels.where("accountHost").equals(host).toArray();
