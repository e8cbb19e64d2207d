import type { Db } from "../../db/open";
import { publishClaimedDraft } from "../../publishing/publish";
import { writeTransaction } from "../../publishing/write";
import { enqueuePush } from "../../push/enqueue";

/** Drafts published per transaction; a backlog drains over the following ticks. */
const BATCH = 50;

/**
 * Publishes every due scheduled draft once. In one transaction the due drafts are locked
 * with FOR UPDATE SKIP LOCKED, so schedulers of several servers sharing one PostgreSQL
 * never take the same draft; each is claimed (marked published) and turned into a post in
 * that transaction, and pushed if the editor chose so when saving or scheduling it (the
 * outbox row is written in the same transaction, so it is pushed once). Returns the ids of the
 * posts created.
 */
export async function publishDueDrafts(db: Db, limit = BATCH): Promise<string[]> {
  return writeTransaction(db, async (repos, trx) => {
    const due = await repos.drafts.lockDue(limit);
    const posts: string[] = [];
    for (const { id } of due) {
      const claimed = await repos.drafts.claimForPublish(id);
      if (!claimed) continue;
      const post = await publishClaimedDraft(repos, claimed, trx);
      if (claimed.push) await enqueuePush(trx, post);
      posts.push(post.id);
    }
    return posts;
  });
}
