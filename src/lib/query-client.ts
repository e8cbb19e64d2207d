import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import { QueryClient } from "@tanstack/react-query";
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

/**
 * The restored copy's revalidation (providers.tsx) is the one invalidation that keeps the early
 * responses: they were started after the page loaded, so they are newer than that copy.
 */
let keepingEarly = false;
export function invalidateKeepingEarly(run: () => Promise<void>): Promise<void> {
  keepingEarly = true;
  try {
    return run();
  } finally {
    keepingEarly = false;
  }
}
queryClient.getQueryCache().subscribe((event) => {
  if (event.type === "updated" && event.action.type === "invalidate" && !keepingEarly) dropEarly();
});

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
