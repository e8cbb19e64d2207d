import { type InfiniteData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { type FeedPage, ZFeedPage } from "../../../../domain/schemas/post";
import { feedCache } from "../../../lib/local-data";
import { getFeedPage, postKeys } from "../api/posts";

/** Polling while the live stream is down; with it up, only a slow safety refetch. */
export const FEED_POLL_MS = 5000;
export const FEED_SAFETY_REFETCH_MS = 60_000;

/** Pages as fetched, newest first, duplicates removed (a post can move between pages while posts arrive). */
export function flattenFeed(data: InfiniteData<FeedPage> | undefined) {
  const seen = new Set<string>();
  const items: FeedPage["items"] = [];
  for (const page of data?.pages ?? []) {
    for (const post of page.items) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      items.push(post);
    }
  }
  return items;
}

function useVisible(): boolean {
  const [visible, setVisible] = useState(
    typeof document === "undefined" ? true : document.visibilityState !== "hidden",
  );
  useEffect(() => {
    const on = () => setVisible(document.visibilityState !== "hidden");
    document.addEventListener("visibilitychange", on);
    return () => document.removeEventListener("visibilitychange", on);
  }, []);
  return visible;
}

type FeedData = InfiniteData<FeedPage, string | null>;

/** Reads the cached first pages of a channel's feed from local data (for offline starts). */
export async function readFeedCache(host: string, channelId: string): Promise<FeedData | null> {
  const stored = await feedCache.get(host, channelId);
  if (!stored) return null;
  const pages = stored.map((p) => ZFeedPage.safeParse(p)).filter((p) => p.success);
  if (pages.length === 0) return null;
  const data = pages.map((p) => p.data);
  return {
    pages: data,
    pageParams: data.map((_, i) => (i === 0 ? null : (data[i - 1]?.nextCursor ?? null))),
  };
}

export async function writeFeedCache(host: string, channelId: string, pages: FeedPage[]) {
  try {
    await feedCache.put(host, channelId, pages.slice(0, 3));
  } catch {
    // Storage full or unavailable: the feed still works online.
  }
}

/**
 * The channel's feed: cursor pages, kept fresh by live invalidation (a 60 s safety refetch;
 * 5 s polling while the live stream is down), cached for offline.
 */
export function useFeed(host: string, channelId: string, q: string, liveOpen = false) {
  const visible = useVisible();
  // Read once per channel, not live: every refetch writes the cache, and a live read would
  // parse it again and re-render the feed for a placeholder it no longer shows.
  const cacheKey = `${host}/${channelId}`;
  const [cache, setCache] = useState<{ key: string; data: FeedData | null } | null>(null);
  useEffect(() => {
    if (q) return;
    let alive = true;
    void readFeedCache(host, channelId).then((data) => {
      if (alive) setCache({ key: `${host}/${channelId}`, data });
    });
    return () => {
      alive = false;
    };
  }, [host, channelId, q]);
  const cached = !q && cache?.key === cacheKey ? cache.data : null;
  const query = useInfiniteQuery({
    queryKey: postKeys.feed(host, channelId, q),
    queryFn: ({ pageParam, signal }) =>
      getFeedPage(host, channelId, { cursor: pageParam, q: q || undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: visible ? (liveOpen ? FEED_SAFETY_REFETCH_MS : FEED_POLL_MS) : false,
    placeholderData: (previous) => previous ?? cached ?? undefined,
    staleTime: 2000,
  });
  const client = useQueryClient();
  const pages = query.isPlaceholderData ? undefined : query.data?.pages;
  useEffect(() => {
    if (!q && pages) void writeFeedCache(host, channelId, pages);
  }, [pages, q, host, channelId]);
  // The same array while the data is the same: the feed's memoized cards depend on it.
  const items = useMemo(() => flattenFeed(query.data), [query.data]);
  return {
    ...query,
    items,
    invalidate: () => client.invalidateQueries({ queryKey: postKeys.feedRoot(host, channelId) }),
  };
}
