import { queryOptions } from "@tanstack/react-query";
import { type Doc, ZDoc } from "../../../../domain/content/schema";
import type { ErrorKey } from "../../../../domain/errors";
import { ZChannelOverview } from "../../../../domain/schemas/channel";
import { ZPostIconList } from "../../../../domain/schemas/channel-editors";
import { ZLinkCard, ZUploadedImage } from "../../../../domain/schemas/media";
import {
  type FeedPage,
  type Post,
  type PostRequest,
  ZFeedPage,
  ZPost,
} from "../../../../domain/schemas/post";
import { ZTagList } from "../../../../domain/schemas/tag";
import { ApiError, api } from "../../../lib/api-client";
import { apiPaths } from "../../../lib/api-paths";
import { queryKeys } from "../../../lib/query-keys";
import { sendWrite } from "../../../lib/stale-version";

const enc = encodeURIComponent;

/** The suite's query keys (lib/query-keys.ts); the persist filter keeps "feed" and "drafts". */
export const postKeys = {
  feed: queryKeys.feed.search,
  feedRoot: queryKeys.feed.root,
  overview: queryKeys.channels.overview,
  tags: queryKeys.tags,
  icons: queryKeys.postIcons,
};

export const getFeedPage = (
  host: string,
  channelId: string,
  params: { cursor?: string | null; q?: string; limit?: number },
  signal?: AbortSignal,
): Promise<FeedPage> => {
  const search = new URLSearchParams();
  if (params.cursor) search.set("cursor", params.cursor);
  if (params.q) search.set("q", params.q);
  if (params.limit) search.set("limit", String(params.limit));
  const qs = search.toString();
  return api.get(`${apiPaths.feed(host, channelId)}${qs ? `?${qs}` : ""}`, {
    schema: ZFeedPage,
    signal,
  });
};

export const getOverview = (host: string, channelId: string, signal?: AbortSignal) =>
  api.get(apiPaths.channelOverview(host, channelId), {
    schema: ZChannelOverview,
    signal,
  });

export const getTags = (host: string, signal?: AbortSignal) =>
  api.get(apiPaths.tags(host), { schema: ZTagList, signal });

export const getPostIcons = (host: string, signal?: AbortSignal) =>
  api.get(apiPaths.postIcons(host), { schema: ZPostIconList, signal });

/** The account's tags, for the editor's suggestions. */
export const tagsQuery = (host: string, enabled: boolean) =>
  queryOptions({
    queryKey: postKeys.tags(host),
    queryFn: ({ signal }) => getTags(host, signal),
    enabled,
    staleTime: 60_000,
  });

/** The account's post icons, for the editor's picker. */
export const postIconsQuery = (host: string, enabled: boolean) =>
  queryOptions({
    queryKey: postKeys.icons(host),
    queryFn: ({ signal }) => getPostIcons(host, signal),
    enabled,
    staleTime: 5 * 60_000,
  });

export const postPath = (host: string, channelId: string, postId?: string) =>
  `/posts/${enc(host)}/${enc(channelId)}${postId ? `/${enc(postId)}` : ""}`;

/** `key`: minted once per press of Publish and resent by every attempt of that publish. */
export const publishPost = (host: string, channelId: string, input: PostRequest, key: string) =>
  sendWrite("POST", postPath(host, channelId), input, ZPost, key);

export const updatePost = (
  host: string,
  channelId: string,
  postId: string,
  input: PostRequest & { version: number },
  key: string,
) => sendWrite("PUT", postPath(host, channelId, postId), input, ZPost, key);

export const deletePost = (host: string, channelId: string, post: Post) =>
  api.delete(`${postPath(host, channelId, post.id)}?version=${post.version}`);

/** One versioned step on a post (pin, highlight, key event, reorder), posted to its own path. */
const postStep = (
  host: string,
  channelId: string,
  post: Post,
  step: string,
  body: Record<string, unknown>,
) =>
  sendWrite(
    "POST",
    `${postPath(host, channelId, post.id)}/${step}`,
    { version: post.version, ...body },
    ZPost,
  );

export const pinPost = (host: string, channelId: string, post: Post, pinned: boolean) =>
  postStep(host, channelId, post, "pin", { pinned });

export const highlightPost = (host: string, channelId: string, post: Post, highlighted: boolean) =>
  postStep(host, channelId, post, "highlight", { highlighted });

/** Marks or unmarks a key event (the account's keyEvents flag). */
export const setKeyEvent = (host: string, channelId: string, post: Post, keyEvent: boolean) =>
  postStep(host, channelId, post, "key-event", { keyEvent });

export const reorderPost = (host: string, channelId: string, post: Post, afterId: string | null) =>
  postStep(host, channelId, post, "reorder", { afterId });

export const uploadImage = (host: string, file: File) => {
  const form = new FormData();
  form.append("file", file);
  return api.post(`/uploads/${enc(host)}`, form, { schema: ZUploadedImage });
};

export const uploadImageByUrl = (host: string, url: string) =>
  api.post(`/uploads/${enc(host)}/by-url`, { url }, { schema: ZUploadedImage });

export const fetchLinkCard = (host: string, url: string) =>
  api.post(`/link-card/${enc(host)}`, { url }, { schema: ZLinkCard });

/** The errorKey of a failure, if the server named one. */
export const errorKeyOf = (error: unknown): ErrorKey | undefined =>
  error instanceof ApiError ? error.errorKey : undefined;

export const isNetworkError = (error: unknown): boolean =>
  error instanceof TypeError ||
  (typeof navigator !== "undefined" && navigator.onLine === false && !(error instanceof ApiError));

/** The editor's JSON reduced to what the content schema allows (unknown attrs dropped). */
export function toDoc(json: unknown): Doc | null {
  const parsed = ZDoc.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export type { FeedPage, Post };
