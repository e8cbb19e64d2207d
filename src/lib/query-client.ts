import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import { QueryClient, type QueryKey } from "@tanstack/react-query";
import type { PersistQueryClientOptions } from "@tanstack/react-query-persist-client";
import { ApiError } from "./api-client";
import { dropEarly } from "./early-responses";
import { PERSIST_STORAGE_KEY, storage } from "./storage";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bump when a persisted query's shape changes, so old caches are dropped, not misread. */
export const CACHE_BUSTER = "ticker-1";

/** Query keys whose data is worth keeping across reloads and offline starts. */
const PERSISTED_ROOTS = new Set(["profile", "channels", "feed", "drafts"]);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Kept long enough for the persisted copy to outlive a day offline.
        gcTime: DAY_MS,
        staleTime: 30_000,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();

const CHANNEL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What invalidating the query under `queryKey` makes stale among the boot-time responses: the
 * responses of the channel the key names, or else all. The account's lists (tags, post icons, AI status) started
 * at boot stay takeable when the live stream, opening, refetches the channel's data: dropped,
 * the editor asked for all three again.
 */
export function invalidationScope(queryKey: QueryKey): string | undefined {
  return queryKey.find((part): part is string => typeof part === "string" && CHANNEL_ID.test(part));
}

// An invalidation says the server changed since the data was read, and a response started at
// boot may be older than that change: a refetch must not be handed it.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type === "updated" && event.action.type === "invalidate") {
    dropEarly(invalidationScope(event.query.queryKey));
  }
});

/**
 * Marks what is cached under `queryKey` as read long ago, without invalidating it: whoever
 * shows it asks the server again as it subscribes. For a copy restored from an earlier visit,
 * which is older than the page, not than the server's last change: the responses started at
 * boot, after the page loaded, stay takeable.
 */
export function markReadLongAgo(client: QueryClient, queryKey: QueryKey): void {
  const data = client.getQueryData(queryKey);
  if (data !== undefined) client.setQueryData(queryKey, data, { updatedAt: 0 });
}

export function createPersistOptions(): Omit<PersistQueryClientOptions, "queryClient"> {
  return {
    persister: createSyncStoragePersister({
      storage: typeof window === "undefined" ? undefined : window.localStorage,
      key: PERSIST_STORAGE_KEY,
    }),
    maxAge: DAY_MS,
    buster: CACHE_BUSTER,
    dehydrateOptions: {
      // A represented user's answers ("sign in as") are never written to the shared
      // localStorage, where the administrator's other tabs would read them back.
      shouldDehydrateQuery: (query) =>
        query.state.status === "success" &&
        PERSISTED_ROOTS.has(String(query.queryKey[0])) &&
        storage.tempToken() === null,
    },
  };
}
