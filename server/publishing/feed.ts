import type { FeedPage, Post } from "../../domain/schemas/post";
import { ApiError } from "../errors";
import type { Repositories } from "../repositories";
import { decodeCursor, encodeCursor, type PostRow, toPostDto } from "../repositories/posts";

export interface FeedRequest {
  cursor?: string;
  limit: number;
  q?: string;
}

/**
 * One page of a channel's feed (or of a search in it); a cursor that is not ours is a 400.
 * `present` turns a row into what the caller may see (the editor's posts carry abilities).
 */
export async function readFeedPage(
  repos: Pick<Repositories, "posts">,
  channelId: string,
  { cursor, limit, q }: FeedRequest,
  present: (row: PostRow) => Post = toPostDto,
): Promise<FeedPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  if (cursor && !after) throw new ApiError(400, "bad-request");
  const page = q
    ? await repos.posts.search(channelId, q, { after, limit })
    : await repos.posts.feed(channelId, { after, limit });
  return {
    items: page.rows.map((row) => present(row)),
    nextCursor: page.next ? encodeCursor(page.next) : null,
    searchLimited: page.searchLimited,
    total: page.total,
  };
}
