import type { Db } from "../../db/open";
import { publishClaimedDraft } from "../../publishing/publish";
import { writeTransaction } from "../../publishing/write";

/** Drafts published per transaction; a backlog drains over the following ticks. */
const BATCH = 50;

/**
 * Publishes every due scheduled draft once. In one transaction the due drafts are locked
 * with FOR UPDATE SKIP LOCKED, so schedulers of several servers sharing one PostgreSQL
 * never take the same draft; each is claimed (marked published) and turned into a post in
 * that transaction. Returns the ids of the posts created.
 */
export async function publishDueDrafts(db: Db, limit = BATCH): Promise<string[]> {
  return writeTransaction(db, async (repos, trx) => {
    const due = await repos.drafts.lockDue(limit);
    const posts: string[] = [];
    for (const { id } of due) {
      const claimed = await repos.drafts.claimForPublish(id);
      if (!claimed) continue;
      posts.push((await publishClaimedDraft(repos, claimed, trx)).id);
    }
    return posts;
  });
}
