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

/** How long the per-minute reader samples are kept, and so how far back the audience chart reaches. */
export const READER_SAMPLE_RETENTION_DAYS = 90;
/** The windows the audience chart offers, each with its length in hours. */
export const AUDIENCE_RANGE_HOURS = { "6h": 6, "24h": 24, "7d": 168, "30d": 720, "90d": 2_160 };
export type AudienceRange = keyof typeof AUDIENCE_RANGE_HOURS;
const AUDIENCE_RANGES = Object.keys(AUDIENCE_RANGE_HOURS) as [AudienceRange, ...AudienceRange[]];
/** Windows up to this many hours are drawn a point a minute; longer ones a point an hour. */
export const AUDIENCE_MINUTE_STEP_MAX_HOURS = 24;

export const ZAudienceQuery = z.object({ range: z.enum(AUDIENCE_RANGES).default("24h") });

/** One point of the readers line: the start of its minute or hour (ISO), and its readers. */
export const ZAudiencePoint = z.object({
  at: z.string(),
  /** For an hour, the most readers in any of its minutes. */
  readers: count,
});

/** One hour of the channel's writing: posts published and reader contributions received. */
export const ZAudienceHour = z.object({
  at: z.string(),
  /** Posts created in the hour and still in the feed. */
  posts: count,
  /** Comments and questions readers sent in the hour, moderated or not. */
  contributions: count,
});

/** GET /accounts/{host}/statistics/channels/{id}/audience: one channel's night, on one time axis. */
export const ZAudience = z.object({
  channelId: z.string(),
  range: z.enum(AUDIENCE_RANGES),
  step: z.enum(["minute", "hour"]),
  /** The first point's start and now (ISO). */
  from: z.string(),
  to: z.string(),
  /** Every minute or hour of the window, oldest first, zeros included; the last one is now. */
  readers: z.array(ZAudiencePoint),
  /** The most concurrent readers in the window and the minute it happened; null with none. */
  peak: z.object({ readers: count, at: z.string() }).nullable(),
  /** Every hour of the window, oldest first. */
  hours: z.array(ZAudienceHour),
});
export type Audience = z.infer<typeof ZAudience>;
