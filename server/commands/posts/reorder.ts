import { ApiError } from "../../errors";
import { StaleVersionError } from "../../publishing/stale";
import type { WriteContext } from "../../publishing/write";
import { type PostRow, toPostDto } from "../../repositories/posts";
import { updatePost } from "./rows";

export interface Reorder {
  /** The post to move directly below; null moves it to the top of its group. */
  afterId: string | null;
  /** The version the editor saw: a stale one answers 409. */
  version: number;
}

/**
 * Moves a post directly below `afterId` within its group (pinned or not), taking a
 * sort_order between its new neighbours, and tells the channel. Runs inside the write's
 * transaction; the caller has authorised "reorder" on the post.
 */
export async function reorderPost(
  context: Pick<WriteContext, "repos" | "trx">,
  post: PostRow,
  { afterId, version }: Reorder,
): Promise<PostRow> {
  const { repos } = context;
  const { channel_id: channelId, id: postId } = post;
  if (post.version !== version) throw new StaleVersionError(toPostDto(post));
  let order: number;
  if (afterId === null) {
    const top = await repos.posts.top(channelId, post.pinned, postId);
    order = top === null ? post.sort_order : top + 1;
  } else {
    if (afterId === postId) throw new ApiError(400, "bad-request");
    const after = await repos.posts.find(channelId, afterId);
    if (!after) throw new ApiError(404, "not-found");
    if (after.pinned !== post.pinned) throw new ApiError(400, "bad-request");
    let upper = after.sort_order;
    let next = await repos.posts.below(channelId, post.pinned, upper, after.id, postId);
    if (next !== null && !(next < (upper + next) / 2 && (upper + next) / 2 < upper)) {
      // No room left between the neighbours: lift `after` and all above it by one.
      await repos.posts.shiftUp(channelId, post.pinned, upper, after.id);
      upper += 1;
      next = await repos.posts.below(channelId, post.pinned, upper, after.id, postId);
    }
    order = next === null ? upper - 1 : (upper + next) / 2;
  }
  const ref = { channelId, postId };
  return updatePost(context, ref, version, { sort_order: order }, "post.reordered");
}
