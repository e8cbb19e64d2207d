import { QueryClient, type QueryKey } from "@tanstack/react-query";
import type { PersistQueryClientOptions } from "@tanstack/react-query-persist-client";
import { ApiError } from "./api-client";
import { dropEarly } from "./early-responses";
import * as queryCache from "./local-data/query-cache";
import { storage } from "./local-data/web-storage";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long what was read stays readable offline: a channel opened in the last days. */
export const OFFLINE_KEEP_MS = 7 * DAY_MS;
/** Bump when a persisted query's shape changes, so old caches are dropped, not misread. */
export const CACHE_BUSTER = "ticker-2";

/**
 * Query keys whose data is worth keeping across reloads and offline starts: the profile the
 * guard needs, the channel lists and each channel's heading, counts, feed, drafts, comments and
 * the lists the editor offers.
 */
const PERSISTED_ROOTS = new Set([
  "profile",
  "account-features",
  "channels",
  "feed",
  "drafts",
  "contributions",
  "top-text",
  "countdowns",
  "tags",
  "post-icons",
]);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Kept as long as the persisted copy: a query dropped from memory leaves it too.
        gcTime: OFFLINE_KEEP_MS,
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

/**
 * Whom the stored cache belongs to: the token's subject and domain. Another person signing in on
 * this device finds nothing of the last one's; the same person finds their offline copy again.
 */
export function cacheOwner(token: string | null): string {
  const payload = token?.split(".")[1];
  if (!payload) return "nobody";
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    if (claims && typeof claims === "object" && "sub" in claims && "dom" in claims) {
      return `${String(claims.dom)}/${String(claims.sub)}`;
    }
  } catch {
    // Not a JWT: treated as nobody's, so nothing of anyone's is restored for it.
  }
  return "nobody";
}

/** What `keptOffline` reads of a query (the persister's query-core is a copy of its own). */
interface KeptQuery {
  queryKey: QueryKey;
  state: { data: unknown; dataUpdatedAt: number };
}

/**
 * Whether a query's answer is kept on the device. Its data is kept even when the last refetch
 * failed: the answer is still the last known one, and dropping it on a failure is what signed
 * people out offline. The profile is always kept (a restored one is marked read long
 * ago, `markReadLongAgo`); the rest while read in the last days.
 */
export function keptOffline(query: KeptQuery, now = Date.now()): boolean {
  if (query.state.data === undefined) return false;
  const root = String(query.queryKey[0]);
  if (!PERSISTED_ROOTS.has(root)) return false;
  return root === "profile" || now - query.state.dataUpdatedAt < OFFLINE_KEEP_MS;
}

export function createPersistOptions(): Omit<PersistQueryClientOptions, "queryClient"> {
  return {
    persister: queryCache.createQueryPersister(),
    maxAge: OFFLINE_KEEP_MS,
    buster: `${CACHE_BUSTER}:${cacheOwner(storage.token())}`,
    dehydrateOptions: {
      // A represented user's answers ("sign in as") are never kept on the device, where the
      // administrator's own session would read them back.
      shouldDehydrateQuery: (query) => keptOffline(query) && storage.tempToken() === null,
    },
  };
}
