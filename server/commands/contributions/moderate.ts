import type { Contribution } from "../../../domain/schemas/contribution";
import type { Db } from "../../db/open";
import { ApiError } from "../../errors";
import { StaleVersionError } from "../../publishing/stale";
import { writeTransaction } from "../../publishing/write";
import type { Repositories } from "../../repositories";
import type { ContributionStatus } from "../../repositories/contributions";
import { recordChange } from "./record-change";

type Repo = Repositories["contributions"];

/** One moderation step; `version`, when given, must be the one the moderator saw (else 409). */
export type Moderation =
  | { action: "publish" | "unpublish" | "delete" | "restore"; version?: number }
  | { action: "edit"; message: string; version?: number }
  | { action: "reply"; message: string }
  | { action: "removeReply"; replyId: string };

export interface Moderator {
  id: string;
  name: string;
}

interface Change {
  version: number | undefined;
  change: Parameters<Repo["update"]>[3];
}

const transitions: Record<
  "publish" | "unpublish" | "delete" | "restore",
  (c: Contribution, previous: ContributionStatus | null) => ContributionStatus | null
> = {
  publish: (c) => (c.status === "pending" ? "published" : null),
  unpublish: (c) => (c.status === "published" ? "pending" : null),
  delete: (c) => (c.status === "deleted" ? null : "deleted"),
  restore: (c, previous) => (c.status === "deleted" ? (previous ?? "pending") : null),
};

/** Does the step's own part (replies, checks) and says how the row changes. */
async function apply(
  r: Repo,
  current: Contribution,
  step: Moderation,
  moderator: Moderator,
): Promise<Change> {
  switch (step.action) {
    case "edit":
      if (current.status === "deleted") throw new ApiError(400, "bad-request");
      return { version: step.version, change: { message: step.message, editedBy: moderator.name } };
    case "reply":
      if (current.kind !== "question" || current.status === "deleted") {
        throw new ApiError(400, "bad-request");
      }
      await r.addReply(current.id, {
        authorId: moderator.id,
        authorName: moderator.name,
        message: step.message,
      });
      // An unversioned touch: the version moves, so editors see the reply arrive.
      return { version: undefined, change: {} };
    case "removeReply":
      if (!(await r.deleteReply(current.id, step.replyId))) throw new ApiError(404, "not-found");
      return { version: undefined, change: {} };
    default: {
      const row = await r.findRow(current.channelId, current.id);
      const to = transitions[step.action](current, row?.previous_status ?? null);
      if (!to) throw new ApiError(400, "bad-request");
      // Deleting a question removes its replies for good; a restore brings back
      // the question alone.
      if (to === "deleted") await r.deleteReplies(current.id);
      const previousStatus = to === "deleted" ? (current.status as "pending" | "published") : null;
      return { version: step.version, change: { status: to, previousStatus } };
    }
  }
}

/**
 * Moderates one contribution in one transaction and tells the channel (readers see only
 * what is published). The caller has loaded the channel and authorised the step.
 */
export async function moderateContribution(
  db: Db,
  channelId: string,
  id: string,
  step: Moderation,
  moderator: Moderator,
): Promise<Contribution> {
  return writeTransaction(db, async ({ contributions: r }, trx) => {
    const current = await r.find(channelId, id);
    if (!current) throw new ApiError(404, "comment-not-found");
    const { version, change } = await apply(r, current, step, moderator);
    const next = await r.update(channelId, id, version, change);
    if (!next) throw new StaleVersionError((await r.find(channelId, id)) ?? current);
    const type = step.action === "delete" ? "contribution.deleted" : "contribution.updated";
    await recordChange(trx, type, next, current.status === "published");
    return next;
  });
}
