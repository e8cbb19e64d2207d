import type { PostAbilities } from "../../../domain/schemas/abilities";
import { authorize } from "../../auth/authorize";
import { loadChannel } from "../../auth/load-channel";
import { postEntity } from "../../auth/present";
import { ApiError } from "../../errors";
import { recordPostEvent } from "../../live/events";
import { StaleVersionError } from "../../publishing/stale";
import type { WriteContext } from "../../publishing/write";
import type { Repositories } from "../../repositories";
import { type PostRow, toPostDto } from "../../repositories/posts";

/** A post as a route's path names it. */
interface PostRef {
  channelId: string;
  postId: string;
}

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

/** The post a write acts on (404), if domain/abilities lets the asker do `action` to it. */
export async function editablePost(
  { repos, scope }: Pick<WriteContext, "repos" | "scope">,
  { channelId, postId }: PostRef,
  action: keyof PostAbilities,
): Promise<PostRow> {
  await loadChannel(repos, scope, channelId, "write");
  const post = await postOrThrow(repos, channelId, postId);
  authorize(scope.asker, action, postEntity(post));
  return post;
}

/**
 * Applies a version-checked change to a post and tells the channel with `event`: the saved
 * row, or 409 with the current one when the version was stale.
 */
export async function updatePost(
  { repos, trx }: Pick<WriteContext, "repos" | "trx">,
  { channelId, postId }: PostRef,
  version: number,
  patch: Parameters<Repositories["posts"]["update"]>[3],
  event: Parameters<typeof recordPostEvent>[1],
): Promise<PostRow> {
  const row = await repos.posts.update(channelId, postId, version, patch);
  const saved = row ?? (await postOrThrow(repos, channelId, postId));
  if (!row) throw new StaleVersionError(toPostDto(saved));
  await recordPostEvent(trx, event, toPostDto(saved));
  return saved;
}
