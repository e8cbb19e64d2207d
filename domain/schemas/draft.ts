import { z } from "zod";
import { ZDraftAbilities } from "./abilities";
import { ZHostParams } from "./common";
import { ZPost, ZPushChoice, ZVersioned } from "./post";

export const ZDraft = ZPost.omit({
  pinned: true,
  highlighted: true,
  order: true,
  abilities: true,
}).extend({
  /** When set, the scheduler publishes the draft at this time (ISO 8601, UTC). */
  scheduledUtc: z.string().nullable(),
  /**
   * The editor's "Notify followers" choice: the post is pushed when the draft is published.
   * Defaults to off for drafts an older server sent (a persisted list, a queued event).
   */
  push: z.boolean().default(false),
  /** As on posts: sent by the drafts routes, absent in live events. */
  abilities: ZDraftAbilities.optional(),
});
export type Draft = z.infer<typeof ZDraft>;
export const ZDraftList = z.array(ZDraft);

/** Must be in the future ("Please choose future date": schedule-in-past). */
/** Publishing a draft: its version, and whether the channel's followers are sent it. */
export const ZDraftPublishRequest = ZVersioned.extend(ZPushChoice.shape);

/** Scheduling a draft; `push`, when given, replaces the choice saved with the draft. */
export const ZScheduleRequest = ZVersioned.extend({
  scheduledUtc: z.iso.datetime({ offset: true }),
}).extend(ZPushChoice.shape);
export const ZDraftParams = ZHostParams.extend({
  channelId: z.string().uuid(),
  draftId: z.string().uuid(),
});
