import type { InfiniteData, Query, QueryClient, QueryKey } from "@tanstack/react-query";
import type { LiveEvent } from "../../../../domain/schemas/live";
import { type FeedPage, ZPost } from "../../../../domain/schemas/post";
import { earlyReadStarted } from "../../../lib/early-responses";
import { queryKeys } from "../../../lib/query-keys";

/**
 * The React Query keys an event's `invalidates` entry stands for: prefixes of the keys the
 * features' queries use, all named in lib/query-keys.ts.
 */
export function queryKeysFor(entry: string, host: string): QueryKey[] {
  const colon = entry.indexOf(":");
  const kind = colon === -1 ? entry : entry.slice(0, colon);
  const id = colon === -1 ? "" : entry.slice(colon + 1);
  const overview = queryKeys.channels.overview(host, id);
  switch (kind) {
    case "feed":
      return [queryKeys.feed.root(host, id), overview];
    case "drafts":
      return [queryKeys.drafts(host, id), overview];
    case "topText":
      return [queryKeys.topText(host, id)];
    case "countdowns":
      return [queryKeys.countdowns(host, id)];
    case "channels":
      return id ? [queryKeys.channels.one(host, id)] : [queryKeys.channels.list(host)];
    case "channel":
      return [queryKeys.channels.one(host, id)];
    case "contributions":
      // Lists and settings of the channel; the overview holds the Comments tab's pending count.
      return [queryKeys.contributions.all(id), overview];
    case "polls":
      return [queryKeys.polls.all(id)];
    default:
      return [];
  }
}

/** All distinct keys of an event (plain arrays, deduplicated by their JSON). */
export function eventQueryKeys(event: Pick<LiveEvent, "invalidates">, host: string): QueryKey[] {
  const seen = new Map<string, QueryKey>();
  for (const entry of event.invalidates)
    for (const key of queryKeysFor(entry, host)) seen.set(JSON.stringify(key), key);
  return [...seen.values()];
}

type Feed = InfiniteData<FeedPage>;
type FeedItem = FeedPage["items"][number];

/** Rewrites the items of every cached page of the channel's feeds. */
function editFeeds(
  client: QueryClient,
  root: QueryKey,
  edit: (items: FeedItem[]) => FeedItem[],
): void {
  client.setQueriesData<Feed>({ queryKey: root }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: edit(p.items) })) } : data,
  );
}

/** Cheap direct edits of the cached feed before the refetch lands. */
export function applyToCache(client: QueryClient, event: LiveEvent, host: string): void {
  const root = queryKeys.feed.root(host, event.channelId);
  if (event.type === "post.deleted") {
    editFeeds(client, root, (items) => items.filter((x) => x.id !== event.entityId));
    return;
  }
  if (
    event.type === "post.updated" ||
    event.type === "post.pinned" ||
    event.type === "post.highlighted"
  ) {
    const post = ZPost.safeParse(event.data);
    if (!post.success) return;
    editFeeds(client, root, (items) =>
      items.map((x) =>
        // Events carry no abilities (they go to every editor): keep the cached ones
        // until the refetch brings this editor's.
        x.id === post.data.id && x.version < post.data.version
          ? { ...post.data, abilities: x.abilities }
          : x,
      ),
    );
  }
}

/** What an event does to the cache: direct edits, then invalidation of the keys it names. */
export async function applyLiveEvent(
  client: QueryClient,
  event: LiveEvent,
  host: string,
): Promise<void> {
  applyToCache(client, event, host);
  await Promise.all(
    eventQueryKeys(event, host).map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

/** Every query a channel's events may name. */
function channelQueryKeys(channelId: string, host: string): QueryKey[] {
  const kinds = ["feed", "drafts", "topText", "countdowns", "channel", "contributions"];
  return eventQueryKeys({ invalidates: kinds.map((kind) => `${kind}:${channelId}`) }, host);
}

/**
 * A reset: the stream could not resume (events this editor missed were pruned), so every
 * query a channel's events may name is refetched.
 */
export async function applyLiveReset(
  client: QueryClient,
  channelId: string,
  host: string,
): Promise<void> {
  const keys = channelQueryKeys(channelId, host);
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * When a query's data was read: when its request started if a response started at boot answered
 * it (taken later, it would pass for newer than it is), else when the data arrived. A query names
 * its path in `meta.apiPath` to be judged so.
 */
function readAt(query: Query): number {
  const path = query.meta?.apiPath;
  const early = typeof path === "string" ? earlyReadStarted(path) : null;
  return Math.min(early ?? Number.POSITIVE_INFINITY, query.state.dataUpdatedAt);
}

/**
 * A stream opened without a resume point carries only what happens from then on, so the
 * channel's data read before the connection began may lack events: a reload restores the
 * persisted feed as fresh (read moments ago, by the page that was left), and a post made in
 * between would stay missing until the safety refetch. Data read while the connection was being
 * made is as new as the stream; a fetch under way is awaited, not repeated.
 */
export async function refetchReadBefore(
  client: QueryClient,
  channelId: string,
  host: string,
  since: number,
): Promise<void> {
  const predicate = (query: Query) => readAt(query) < since;
  await Promise.all(
    channelQueryKeys(channelId, host).map((queryKey) =>
      client.invalidateQueries({ queryKey, predicate }, { cancelRefetch: false }),
    ),
  );
}
