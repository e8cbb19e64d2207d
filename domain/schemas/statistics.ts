import { z } from "zod";

/** How many UTC days the posts-per-day series covers, today included. */
export const STATISTICS_DAYS = 30;
/** How often the statistics screen asks again for the live reader counts. */
export const LIVE_READERS_REFRESH_MS = 15_000;

const count = z.number().int().min(0);

/** One UTC day of the posts-per-day series; days without posts are present with 0. */
export const ZPostsPerDay = z.object({
  /** YYYY-MM-DD, in UTC. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  posts: count,
});
export type PostsPerDay = z.infer<typeof ZPostsPerDay>;

/** A channel that can be followed right now, with its readers connected at this moment. */
export const ZChannelReaders = z.object({
  channelId: z.string(),
  name: z.string(),
  /** Public (embed) SSE streams open now; editors' streams are not counted. */
  readers: count,
  /** Posts in the feed (deleted ones excluded). */
  posts: count,
});
export type ChannelReaders = z.infer<typeof ZChannelReaders>;

/** GET /accounts/{host}/statistics: one account's figures. */
export const ZStatistics = z.object({
  generatedUtc: z.string(),
  channels: z.object({ total: count, active: count, archived: count }),
  posts: z.object({
    /** Posts in the feeds of all the account's channels (archived ones included). */
    total: count,
    /** Sum of `perDay`. */
    lastDays: count,
    /** STATISTICS_DAYS entries, oldest first, ending today (UTC). */
    perDay: z.array(ZPostsPerDay),
  }),
  /** Users holding access to the account, by role. */
  users: z.object({
    total: count,
    byRole: z.object({ admin: count, user: count, guest: count }),
  }),
  live: z.object({
    /** All readers connected to the account's channels now. */
    readers: count,
    /**
     * "all-servers": summed over every server process sharing the database; the answering
     * one's readers are counted now, the others' as they reported them in the last seconds.
     */
    scope: z.enum(["all-servers"]),
    /** The account's active channels, most readers first. */
    channels: z.array(ZChannelReaders),
  }),
});
export type Statistics = z.infer<typeof ZStatistics>;
