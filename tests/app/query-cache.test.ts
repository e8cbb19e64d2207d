import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from "@tanstack/react-query-persist-client";
import { beforeEach, describe, expect, it } from "vitest";
import { queryCache } from "../../src/lib/local-data";
import { db } from "../../src/lib/local-data/database";
import { keptOffline } from "../../src/lib/query-client";

/** The query cache is the one copy of server answers on the device. */

const options = (persister = queryCache.createQueryPersister()) => ({
  persister,
  buster: "test:demo/u1",
  dehydrateOptions: {
    shouldDehydrateQuery: (q: Parameters<typeof keptOffline>[0]) => keptOffline(q),
  },
});

/** The persister's copy of query-core is a version of its own: the same client, typed twice. */
type PersistedQueryClient = Parameters<typeof persistQueryClientSave>[0]["queryClient"];
const asPersisted = (client: QueryClient) => client as unknown as PersistedQueryClient;

async function settled(): Promise<void> {
  // The persister queues its writes, each once the database's module is loaded (a task here):
  // a read through the same database waits behind those that began.
  await new Promise((resolve) => setTimeout(resolve, 10));
  await db.transaction("r", db.queryCache, () => undefined);
  await new Promise((resolve) => setTimeout(resolve, 10));
}

beforeEach(() => queryCache.remove());

describe("the query cache kept on the device", () => {
  it("keeps data whose last refetch failed, as data, across a restart", async () => {
    const client = new QueryClient();
    client.setQueryData(["channels", "newsroom.demo"], [{ name: "Match day" }]);
    await client
      .fetchQuery({
        queryKey: ["channels", "newsroom.demo"],
        queryFn: () => Promise.reject(new TypeError("Failed to fetch")),
        staleTime: 0,
        retry: false,
      })
      .catch(() => undefined);
    expect(client.getQueryState(["channels", "newsroom.demo"])?.status).toBe("error");
    await persistQueryClientSave({ queryClient: asPersisted(client), ...options() });
    await settled();

    const next = new QueryClient();
    await persistQueryClientRestore({ queryClient: asPersisted(next), ...options() });
    expect(next.getQueryData(["channels", "newsroom.demo"])).toEqual([{ name: "Match day" }]);
    expect(next.getQueryState(["channels", "newsroom.demo"])?.status).toBe("success");
  });

  it("keeps only the roots read offline, and forgets a query that left the cache", async () => {
    const client = new QueryClient();
    const persist = options();
    client.setQueryData(["feed", "h", "c1", ""], { pages: [], pageParams: [] });
    client.setQueryData(["statistics", "h"], { views: 1 });
    await persistQueryClientSave({ queryClient: asPersisted(client), ...persist });
    client.removeQueries({ queryKey: ["feed"] });
    client.setQueryData(["drafts", "h", "c1"], []);
    await persistQueryClientSave({ queryClient: asPersisted(client), ...persist });
    await settled();

    const next = new QueryClient();
    await persistQueryClientRestore({ queryClient: asPersisted(next), ...options() });
    expect(next.getQueryData(["drafts", "h", "c1"])).toEqual([]);
    expect(next.getQueryData(["feed", "h", "c1", ""])).toBeUndefined();
    expect(next.getQueryData(["statistics", "h"])).toBeUndefined();
  });

  it("restores a profile marked read long ago over the read the page already started", async () => {
    const client = new QueryClient();
    client.setQueryData(["profile", "overview"], { name: "Ada" }, { updatedAt: 0 });
    await persistQueryClientSave({ queryClient: asPersisted(client), ...options() });
    await settled();

    const next = new QueryClient();
    // The boot's first read: a pending query, no data yet, as the network is down.
    void next.prefetchQuery({
      queryKey: ["profile", "overview"],
      queryFn: () => new Promise(() => {}),
    });
    await persistQueryClientRestore({ queryClient: asPersisted(next), ...options() });
    expect(next.getQueryData(["profile", "overview"])).toEqual({ name: "Ada" });
  });

  it("writes new data read at the same time as the old (a frozen clock)", async () => {
    const client = new QueryClient();
    const persist = options();
    const at = Date.now();
    client.setQueryData(["feed", "h", "c1", ""], { pages: ["before"] }, { updatedAt: at });
    await persistQueryClientSave({ queryClient: asPersisted(client), ...persist });
    client.setQueryData(["feed", "h", "c1", ""], { pages: ["after"] }, { updatedAt: at });
    await persistQueryClientSave({ queryClient: asPersisted(client), ...persist });
    await settled();

    const next = new QueryClient();
    await persistQueryClientRestore({ queryClient: asPersisted(next), ...options() });
    expect(next.getQueryData(["feed", "h", "c1", ""])).toEqual({ pages: ["after"] });
  });

  it("gives nothing of one person's cache to another", async () => {
    const client = new QueryClient();
    client.setQueryData(["profile", "overview"], { name: "Ada" });
    await persistQueryClientSave({ queryClient: asPersisted(client), ...options() });
    await settled();

    const next = new QueryClient();
    await persistQueryClientRestore({
      queryClient: asPersisted(next),
      ...options(),
      buster: "test:demo/u2",
    });
    expect(next.getQueryData(["profile", "overview"])).toBeUndefined();
  });

  it("reads the start without making a database, and makes it with the first write", async () => {
    await db.delete({ disableAutoOpen: false });
    const names = async () => (await indexedDB.databases()).map((d) => d.name);
    expect(await names()).not.toContain("ticker");

    // No database yet: the start reads nothing and leaves none behind.
    expect(await queryCache.createQueryPersister().restoreClient()).toBeUndefined();
    expect(await names()).not.toContain("ticker");

    const client = new QueryClient();
    client.setQueryData(["channels", "h"], [{ name: "Match day" }]);
    await persistQueryClientSave({ queryClient: asPersisted(client), ...options() });
    await settled();
    expect(await names()).toContain("ticker");

    const next = new QueryClient();
    await persistQueryClientRestore({ queryClient: asPersisted(next), ...options() });
    expect(next.getQueryData(["channels", "h"])).toEqual([{ name: "Match day" }]);
  });
});
