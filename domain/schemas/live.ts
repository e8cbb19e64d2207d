import { z } from "zod";
import { CHANGES_LIMIT } from "../constants";
import { READER_EVENT_TYPES } from "../embed/shared";
import { ZCountdown, ZTopText } from "./channel-editors";
import { zEventId, zQueryInt4 } from "./common";
import { ZContribution, ZContributionSettings } from "./contribution";
import { ZDraft } from "./draft";
import { ZPollResults } from "./poll";
import { ZPost } from "./post";

/**
 * Live events (docs/architecture.md, "From a click to a reader"): every change readers or editors must see is
 * written as an event in the same transaction as the change, with a monotonically
 * increasing id. Streams carry them as server-sent events: `id: <event id>`,
 * `event: <type>`, `data: <LiveEvent JSON>`; they resume from Last-Event-ID.
 */
export const LIVE_EVENT_TYPES = [
  ...READER_EVENT_TYPES,
  // the suite's own: drafts, the moderation queue and the contribution settings
  "draft.created",
  "draft.updated",
  "draft.deleted",
  "draft.scheduled",
  "draft.published",
  "contribution.created",
  "contributionSettings.updated",
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/**
 * Who may receive an event. public: readers and editors; editors: everyone who may open
 * the channel in the suite; owner: the draft's owner and holders of editAllDrafts;
 * moderators: holders of UCOtherContributions (pending reader contributions).
 */
export const LIVE_AUDIENCES = ["public", "editors", "owner", "moderators"] as const;
export type LiveAudience = (typeof LIVE_AUDIENCES)[number];

/** What every event carries besides its type and data. */
const liveEventFields = {
  /** Monotonic event id (a bigint as a decimal string), also the SSE `id:`. */
  id: z.string(),
  channelId: z.string(),
  /** The changed entity (post, draft, countdown, contribution, channel). */
  entityId: z.string(),
  version: z.number().int().nullable(),
  audience: z.enum(LIVE_AUDIENCES),
  /** For owner events: the draft owner's user id. */
  ownerId: z.string().nullable(),
  createdUtc: z.string(),
  /** React Query keys the client should invalidate (Outline-style "events carry the keys"). */
  invalidates: z.array(z.string()),
};

/** The channel's whole public state: each channel event replaces the channel's older ones. */
export const ZLiveChannelState = z.object({
  name: z.string(),
  archived: z.boolean(),
  coverageEndedUtc: z.string().nullable(),
});

/**
 * Events of these types carry the entity as it is after the change: a post as readers see it
 * (no abilities), a draft, a countdown, a contribution (without the contact when public)...
 */
const withData = <
  const T extends readonly [LiveEventType, ...LiveEventType[]],
  D extends z.ZodType,
>(
  types: T,
  data: D,
) => z.object({ ...liveEventFields, type: z.enum(types), data });
/** Removals: an id-only tombstone, so nothing deleted is replayed. */
const REMOVED = [
  "post.deleted",
  "draft.deleted",
  "draft.published",
  "countdown.deleted",
  "contribution.deleted",
] as const satisfies readonly LiveEventType[];

/**
 * A live event, typed by its `type`: the shape of `data` follows from it. Streams carry them
 * as server-sent events (`event: <type>`, `data: <this as JSON>`), /changes as a list.
 */
export const ZLiveEvent = z.discriminatedUnion("type", [
  withData(
    ["post.published", "post.updated", "post.pinned", "post.highlighted", "post.reordered"],
    ZPost,
  ),
  withData(["draft.created", "draft.updated", "draft.scheduled"], ZDraft),
  withData(["topText.updated"], ZTopText),
  withData(["countdown.created", "countdown.updated"], ZCountdown),
  withData(["channel.renamed", "channel.archived", "channel.ended"], ZLiveChannelState),
  withData(["contribution.created", "contribution.updated"], ZContribution),
  withData(["contributionSettings.updated"], ZContributionSettings),
  withData(["poll.results"], ZPollResults),
  withData(REMOVED, z.null()),
]);
export type LiveEvent = z.infer<typeof ZLiveEvent>;

/** Ephemeral presence (Typing distributor): not stored, editors only, SSE `event: presence`. */
export const ZPresence = z.object({
  channelId: z.string(),
  userId: z.string(),
  displayName: z.string(),
  /** typing: writing in the editor now; idle: stopped (or left). */
  state: z.enum(["typing", "idle"]),
  at: z.string(),
});
export type Presence = z.infer<typeof ZPresence>;
export const ZPresenceRequest = z.object({ state: z.enum(["typing", "idle"]) });
/** How long a "typing" presence stays shown without a refresh. */
export const PRESENCE_TTL_MS = 8000;

export const HEARTBEAT_MS = 15_000;

/**
 * How long the event log keeps an event (README "Security"): older ones are pruned
 * hourly. A reader resuming from before the pruned ids gets a reset instead of a gap.
 */
export const LIVE_EVENT_RETENTION_MS = 7 * 24 * 3_600_000;

/**
 * SSE `event: reset`: the stream cannot resume from the reader's Last-Event-ID (events it
 * may have missed were pruned). The reader reloads the whole feed; `last` (also the frame's
 * `id:`) is where the stream goes on from.
 */
export const LIVE_RESET_EVENT = "reset";
export const ZLiveReset = z.object({ channelId: z.string(), last: z.string() });
export type LiveReset = z.infer<typeof ZLiveReset>;

/** Polling fallback: public events after `since`, CDN-cacheable. */
export const ZChangesQuery = z.object({
  since: zEventId.default("0"),
  /** Events per answer: at most CHANGES_LIMIT, the default. */
  limit: zQueryInt4().min(1).max(CHANGES_LIMIT).default(CHANGES_LIMIT),
});
export const ZChangesResponse = z.object({
  events: z.array(ZLiveEvent),
  /** The id to pass as `since` next time. */
  last: z.string(),
  /** Set when `since` is older than the log keeps: reload the whole feed (no events). */
  reset: z.boolean().optional(),
});
export type ChangesResponse = z.infer<typeof ZChangesResponse>;

/** Live paths (under the API base), one place for server and clients. */
export const livePaths = {
  editorStream: (host: string, channelId: string) => `/live/${host}/${channelId}`,
  presence: (host: string, channelId: string) => `/live/${host}/${channelId}/presence`,
  publicStream: (channelId: string) => `/live/public/${channelId}`,
  publicChanges: (channelId: string) => `/live/public/${channelId}/changes`,
  publicContributions: (channelId: string) => `/live/public/${channelId}/contributions`,
} as const;
