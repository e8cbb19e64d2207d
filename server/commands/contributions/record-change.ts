import { liveKeys } from "../../../domain/live-keys";
import type { Contribution } from "../../../domain/schemas/contribution";
import type { LiveAudience, LiveEventType } from "../../../domain/schemas/live";
import type { Db } from "../../db/open";
import { recordEvent } from "../../live/record";
import { publicContribution } from "../../repositories/contributions";

/** The React Query key prefix events invalidate: `contributions:<channelId>`. */
export const contributionsInvalidates = (channelId: string) => [liveKeys.contributions(channelId)];

/**
 * Who sees a contribution change live: published ones go to readers (without the
 * contact), anything else only to moderators (UCOtherContributions holders).
 */
export async function recordChange(
  trx: Db,
  type: LiveEventType,
  c: Contribution,
  wasPublic: boolean,
): Promise<void> {
  const isPublic = c.status === "published";
  const audience: LiveAudience = isPublic || wasPublic ? "public" : "moderators";
  // A published one leaving the public view is a deletion for readers (no content).
  const publicType: LiveEventType = isPublic ? "contribution.updated" : "contribution.deleted";
  await recordEvent(trx, {
    channelId: c.channelId,
    type: audience === "public" ? (type === "contribution.created" ? type : publicType) : type,
    entityId: c.id,
    version: c.version,
    audience,
    ownerId: null,
    data: audience === "public" ? (isPublic ? publicContribution(c) : null) : c,
    invalidates: contributionsInvalidates(c.channelId),
  });
}
