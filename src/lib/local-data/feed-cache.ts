import { db } from "./database";

/** The first pages of each channel's feed as last fetched (`feedCache.*`). */

/** The cached first pages of a channel's feed (FeedPage JSON, unchecked), if any. */
export const get = async (host: string, channelId: string) =>
  (await db.feedCache.get([host, channelId]))?.pages;

export const put = (host: string, channelId: string, pages: unknown[]) =>
  db.feedCache.put({ accountHost: host, channelId, pages, savedUtc: new Date().toISOString() });
