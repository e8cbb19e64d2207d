import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";
import { withDb } from "./lazy-db";
import type { QueryCacheRow } from "./rows";
import { storage } from "./web-storage";

/**
 * The query cache's copy on this device (`queryCache.*`): the one owner of what the server
 * answered, read back at every start so a reload offline shows the last known state. IndexedDB,
 * not localStorage: every channel opened in the last days, feed pages included, outgrows the
 * few megabytes localStorage holds. One row per query, written as its data arrives: a whole-cache
 * write, throttled, was lost whenever the page went away before it ran.
 */

/** The row that says whose cache it is and when it was last written (`buster`, `timestamp`). */
const META_KEY = "#meta";

/** The database's name and the query cache's table: `createDb` in database.ts. */
const DB_NAME = "ticker";
const STORE = "queryCache";

/**
 * Every row of the query cache, read with IndexedDB itself (what `db.queryCache.toArray()`
 * gives: the rows in key order). No database yet: none is made, and there are no rows. An older
 * database without the table: no rows (Dexie adds the table when it next opens it). The
 * connection is closed once read, so Dexie's own open (and its upgrades) never wait for it.
 */
function readRows(name = DB_NAME): Promise<QueryCacheRow[]> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    // Only a new database asks for an upgrade here: aborted, it is not created.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const idb = request.result;
      if (!idb.objectStoreNames.contains(STORE)) {
        idb.close();
        resolve([]);
        return;
      }
      const read = idb.transaction(STORE, "readonly").objectStore(STORE).getAll();
      read.onsuccess = () => {
        idb.close();
        resolve(read.result as QueryCacheRow[]);
      };
      read.onerror = () => {
        idb.close();
        reject(read.error);
      };
    };
  });
}

type DehydratedQuery = PersistedClient["clientState"]["queries"][number];

/**
 * A query kept with data is kept as that data: a refetch that failed (offline, a 5xx) says
 * nothing about the data, and its error (an object that may not survive a copy) is not kept.
 * Data marked read long ago (`markReadLongAgo`: time 0) is kept with the time it was written:
 * restoring never replaces a query the page already started with data "from time 0", so the
 * profile was lost on the second offline start.
 */
function asKept(query: DehydratedQuery): DehydratedQuery {
  const dataUpdatedAt = query.state.dataUpdatedAt || query.dehydratedAt || Date.now();
  if (query.state.status !== "error") return { ...query, state: { ...query.state, dataUpdatedAt } };
  return {
    ...query,
    state: {
      ...query.state,
      dataUpdatedAt,
      status: "success",
      error: null,
      fetchFailureCount: 0,
      fetchFailureReason: null,
    },
  };
}

const row = (key: string, value: unknown): QueryCacheRow => ({
  key,
  value,
  savedUtc: new Date().toISOString(),
});

interface Meta {
  buster: string;
  timestamp: number;
}

const isMeta = (value: unknown): value is Meta =>
  typeof value === "object" && value !== null && "buster" in value && "timestamp" in value;

/** React Query's persister over local data: each query's row is written when its data changes. */
export function createQueryPersister(): Persister {
  // What is stored: each query's hash, the data written for it and when that data was read.
  // Both are compared: a frozen or coarse clock can give new data the same time.
  const written = new Map<string, { data: unknown; at: number }>();
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<unknown>) => {
    queue = queue.then(work).then(
      () => undefined,
      // IndexedDB unavailable (a private window) or full: the app still works online.
      () => undefined,
    );
  };

  return {
    persistClient: (client) => {
      const changed: QueryCacheRow[] = [];
      const present = new Set<string>();
      for (const query of client.clientState.queries) {
        present.add(query.queryHash);
        const last = written.get(query.queryHash);
        if (last && last.data === query.state.data && last.at === query.state.dataUpdatedAt)
          continue;
        written.set(query.queryHash, { data: query.state.data, at: query.state.dataUpdatedAt });
        // As JSON: what the server sent, and nothing IndexedDB could refuse to copy.
        changed.push(row(query.queryHash, JSON.parse(JSON.stringify(asKept(query)))));
      }
      const gone = [...written.keys()].filter((hash) => !present.has(hash));
      for (const hash of gone) written.delete(hash);
      if (changed.length === 0 && gone.length === 0) return;
      const meta = row(META_KEY, { buster: client.buster, timestamp: client.timestamp });
      // The database (and Dexie) loads with the first write: the start only reads, which
      // `readRows` does without it.
      enqueue(() =>
        withDb((db) =>
          db.transaction("rw", db.queryCache, async () => {
            await db.queryCache.bulkDelete(gone);
            await db.queryCache.bulkPut([...changed, meta]);
          }),
        ),
      );
    },
    restoreClient: async () => {
      // Its old home in localStorage: never read again, and it holds a person's data.
      storage.dropLegacyQueryCache();
      let rows: QueryCacheRow[];
      try {
        rows = await readRows();
      } catch {
        return undefined;
      }
      const meta = rows.find((r) => r.key === META_KEY)?.value;
      if (!isMeta(meta)) return undefined;
      const queries = rows.filter((r) => r.key !== META_KEY).map((r) => r.value as DehydratedQuery);
      for (const query of queries) {
        written.set(query.queryHash, { data: query.state.data, at: query.state.dataUpdatedAt });
      }
      return { ...meta, clientState: { queries, mutations: [] } };
    },
    removeClient: () => {
      written.clear();
      enqueue(remove);
      return queue;
    },
  };
}

/** Forgets every answer kept for the last person signed in on this device. */
export async function remove(): Promise<void> {
  try {
    await withDb((db) => db.queryCache.clear());
  } catch {
    // No IndexedDB: nothing to forget.
  }
}
