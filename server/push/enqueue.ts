import type { Db } from "../db/open";

/**
 * The editor chose to push this post: one outbox row, in the transaction that publishes or
 * updates it. The post id is the row's key, so a second save, a retried request or another
 * server publishing it adds nothing: the post is pushed once.
 */
export async function enqueuePush(
  trx: Db,
  post: { id: string; channel_id: string },
): Promise<void> {
  await trx
    .insertInto("push_outbox")
    .values({ post_id: post.id, channel_id: post.channel_id })
    .onConflict((oc) => oc.column("post_id").doNothing())
    .execute();
}
