import { liveKeys } from "../../domain/live-keys";
import type { Channel } from "../../domain/schemas/channel";
import type { Countdown } from "../../domain/schemas/channel-editors";
import type { Post } from "../../domain/schemas/post";
import type { Db } from "../db/open";
import { type DraftRow, toDraftDto } from "../repositories/drafts";
import type { TopTextRecord } from "../repositories/top-text";
import { recordEvent } from "./record";

/** The recordEvent calls of the publishing write paths, one line each at the call site. */

type PostEventType =
  | "post.published"
  | "post.updated"
  | "post.deleted"
  | "post.pinned"
  | "post.highlighted"
  | "post.reordered";

/** A post change: public, the published post as data (null when deleted). */
export const recordPostEvent = (trx: Db, type: PostEventType, post: Post) =>
  recordEvent(trx, {
    type,
    channelId: post.channelId,
    entityId: post.id,
    version: type === "post.deleted" ? post.version + 1 : post.version,
    audience: "public",
    data: type === "post.deleted" ? null : post,
    invalidates: [liveKeys.feed(post.channelId)],
  });

type DraftEventType =
  | "draft.created"
  | "draft.updated"
  | "draft.deleted"
  | "draft.scheduled"
  | "draft.published";

/** A draft change: only to its owner and editAllDrafts holders. */
export const recordDraftEvent = (trx: Db, type: DraftEventType, draft: DraftRow) =>
  recordEvent(trx, {
    type,
    channelId: draft.channel_id,
    entityId: draft.id,
    version: draft.version,
    audience: "owner",
    ownerId: draft.user_id,
    data: type === "draft.deleted" || type === "draft.published" ? null : toDraftDto(draft),
    invalidates:
      type === "draft.published"
        ? [liveKeys.drafts(draft.channel_id), liveKeys.feed(draft.channel_id)]
        : [liveKeys.drafts(draft.channel_id)],
  });

export const recordTopTextEvent = (trx: Db, channelId: string, topText: TopTextRecord) =>
  recordEvent(trx, {
    type: "topText.updated",
    channelId,
    entityId: channelId,
    version: topText.version,
    audience: "public",
    data: topText,
    invalidates: [liveKeys.topText(channelId)],
  });

export const recordCountdownEvent = (
  trx: Db,
  type: "countdown.created" | "countdown.updated" | "countdown.deleted",
  channelId: string,
  countdownId: string,
  countdown: Countdown | null,
) =>
  recordEvent(trx, {
    type,
    channelId,
    entityId: countdownId,
    audience: "public",
    data: countdown,
    invalidates: [liveKeys.countdowns(channelId)],
  });

export const recordChannelEvent = (
  trx: Db,
  type: "channel.renamed" | "channel.archived" | "channel.ended",
  channel: Channel & { version?: number },
) =>
  recordEvent(trx, {
    type,
    channelId: channel.id,
    entityId: channel.id,
    audience: "public",
    // Each carries the whole public state: it replaces the channel's older events in the log.
    data: {
      name: channel.name,
      archived: channel.archived,
      coverageEndedUtc: channel.coverageEndedUtc ?? null,
    },
    invalidates: [liveKeys.channels, liveKeys.channel(channel.id)],
  });
