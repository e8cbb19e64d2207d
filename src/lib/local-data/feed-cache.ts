import { db } from "./database";

/** The cached first pages of a channel's feed (FeedPage JSON, unchecked), if any. */
export const getFeedCachePages = async (host: string, channelId: string) =>
  (await db.feedCache.get([host, channelId]))?.pages;

export const putFeedCachePages = (host: string, channelId: string, pages: unknown[]) =>
  db.feedCache.put({ accountHost: host, channelId, pages, savedUtc: new Date().toISOString() });
