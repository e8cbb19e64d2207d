import { type InfiniteData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { FeedPage } from "../../../../domain/schemas/post";
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

/**
 * The channel's feed: cursor pages, kept fresh by live invalidation (a 60 s safety refetch;
 * 5 s polling while the live stream is down). Its first pages are kept on the device with the
 * rest of the query cache, so a reload offline shows them.
 */
export function useFeed(host: string, channelId: string, q: string, liveOpen = false) {
  const visible = useVisible();
  const query = useInfiniteQuery({
    queryKey: postKeys.feed(host, channelId, q),
    queryFn: ({ pageParam, signal }) =>
      getFeedPage(host, channelId, { cursor: pageParam, q: q || undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: visible ? (liveOpen ? FEED_SAFETY_REFETCH_MS : FEED_POLL_MS) : false,
    placeholderData: (previous) => previous,
    staleTime: 2000,
  });
  const client = useQueryClient();
  // The same array while the data is the same: the feed's memoized cards depend on it.
  const items = useMemo(() => flattenFeed(query.data), [query.data]);
  return {
    ...query,
    items,
    invalidate: () => client.invalidateQueries({ queryKey: postKeys.feedRoot(host, channelId) }),
  };
}
