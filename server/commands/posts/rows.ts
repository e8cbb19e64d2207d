import { ApiError } from "../../errors";
import { StaleVersionError } from "../../publishing/stale";
import type { Repositories } from "../../repositories";
import { type PostRow, toPostDto } from "../../repositories/posts";

/** The post a write acts on, or 404. */
export async function postOrThrow(
  repos: Repositories,
  channelId: string,
  postId: string,
): Promise<PostRow> {
  const post = await repos.posts.find(channelId, postId);
  if (!post) throw new ApiError(404, "not-found");
  return post;
}

/** The updated row, or 409 with the current one when the version was stale. */
export async function updatedOrStale(
  repos: Repositories,
  channelId: string,
  postId: string,
  row: PostRow | undefined,
): Promise<PostRow> {
  if (row) return row;
  throw new StaleVersionError(toPostDto(await postOrThrow(repos, channelId, postId)));
}
