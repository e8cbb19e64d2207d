import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";
import { channelLiveKeys, parseLiveKey } from "../../../../domain/live-keys";
import type { LiveEvent } from "../../../../domain/schemas/live";
import { type FeedPage, ZPost } from "../../../../domain/schemas/post";
import { dropEarly } from "../../../lib/early-responses";
import { queryKeys } from "../../../lib/query-keys";

/**
 * The React Query keys an event's `invalidates` entry stands for: prefixes of the keys the
 * features' queries use, all named in lib/query-keys.ts.
 */
export function queryKeysFor(entry: string, host: string): QueryKey[] {
  const parsed = parseLiveKey(entry);
  if (!parsed) return [];
  const { kind, id } = parsed;
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

/**
 * Invalidates what `queryKey` covers, and reads again what was being read: the server may have
 * answered that read before the change, and React Query hands an invalidation a first read
 * under way (no data yet) as it is, which then lands without the change and passes for fresh.
 * Such a read is let land (the screen gets it as soon as it can) and followed by another.
 */
async function invalidateAnew(client: QueryClient, queryKey: QueryKey): Promise<void> {
  const underWay = client
    .getQueryCache()
    .findAll({ queryKey, fetchStatus: "fetching" })
    // fetch() joins the read under way: it starts none while one is.
    .map((query) => ({ query, landed: query.fetch().catch(() => undefined) }));
  await client.invalidateQueries({ queryKey }, { cancelRefetch: false });
  await Promise.all(
    underWay.map(async ({ query, landed }) => {
      await landed;
      const again = { queryKey: query.queryKey, exact: true };
      await client.invalidateQueries(again, { cancelRefetch: false });
    }),
  );
}

/** What an event does to the cache: direct edits, then invalidation of the keys it names. */
export async function applyLiveEvent(
  client: QueryClient,
  event: LiveEvent,
  host: string,
): Promise<void> {
  applyToCache(client, event, host);
  await Promise.all(
    eventQueryKeys(event, host).map((queryKey) => invalidateAnew(client, queryKey)),
  );
}

/** Every query a channel's events may name. */
function channelQueryKeys(channelId: string, host: string): QueryKey[] {
  return eventQueryKeys({ invalidates: channelLiveKeys(channelId) }, host);
}

/**
 * Every query of the channel is read again, reads under way included, and its boot-time
 * responses not yet taken are dropped. For a reset (the stream could not resume: events this
 * editor missed were pruned), and for a stream opened without a resume point: it carries only
 * what happens once the server has subscribed it, just before it answers, and the server may
 * have answered any read begun before that (restored from the device, read while connecting,
 * or still on its way) earlier, so a change made in between would stay missing.
 */
export async function rereadChannel(
  client: QueryClient,
  channelId: string,
  host: string,
): Promise<void> {
  dropEarly(channelId);
  await Promise.all(
    channelQueryKeys(channelId, host).map((queryKey) => invalidateAnew(client, queryKey)),
  );
}
