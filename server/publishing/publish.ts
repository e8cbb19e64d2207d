import type { Db } from "../db/open";
import { recordDraftEvent, recordPostEvent } from "../live/events";
import type { Repositories } from "../repositories";
import { type DraftRow, draftFields } from "../repositories/drafts";
import { type PostRow, toPostDto } from "../repositories/posts";

/**
 * Turns a claimed draft (already marked published by claimForPublish, in the same
 * transaction) into a post at the top of the feed, and moves the channel up the recents.
 * Records post.published (public) and draft.published (owner) in that transaction (`trx`).
 */
export async function publishClaimedDraft(
  repos: Repositories,
  draft: DraftRow,
  trx: Db,
): Promise<PostRow> {
  const post = await insertPublishedPost(repos, trx, {
    channelId: draft.channel_id,
    accountId: draft.account_id,
    createdBy: draft.user_id,
    fields: draftFields(draft),
  });
  await repos.drafts.setPublishedPost(draft.id, post.id);
  await recordDraftEvent(trx, "draft.published", draft);
  return post;
}

/**
 * A new post at the top of the feed (from the editor, a draft or the public API): moves
 * the channel up the recents and records post.published, all in the caller's transaction.
 */
export async function insertPublishedPost(
  repos: Repositories,
  trx: Db,
  values: Parameters<Repositories["posts"]["insert"]>[0],
): Promise<PostRow> {
  const post = await repos.posts.insert(values);
  await recordPostEvent(trx, "post.published", toPostDto(post));
  return post;
}
