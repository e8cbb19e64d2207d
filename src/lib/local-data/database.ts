import { Dexie, type EntityTable } from "dexie";

// For lazy-db.ts's live queries, which load Dexie with this module.
export { liveQuery } from "dexie";

import type { DraftOutboxRow, EditorAutosaveRow, LocalDraftRow, QueryCacheRow } from "./rows";

export type TickerDb = Dexie & {
  outbox: EntityTable<DraftOutboxRow, "seq">;
  queryCache: EntityTable<QueryCacheRow, "key">;
  localDrafts: EntityTable<LocalDraftRow, "localId">;
  editorAutosaves: Dexie.Table<EditorAutosaveRow, [string, string, string]>;
};

/** Schema changes add a new `version(n)`; never edit an old one (browsers keep the data). */
export function createDb(name = "ticker"): TickerDb {
  const database = new Dexie(name) as TickerDb;
  database.version(1).stores({
    drafts: "id, channelId, accountHost, updatedUtc",
    channels: "id, accountHost, lastUsedUtc",
    feed: "[channelId+id], channelId, [channelId+order]",
    outbox: "++seq, &idempotencyKey, createdUtc",
  });
  // Publishing suite: cached feed pages and draft lists, drafts written on this device.
  database.version(2).stores({
    outbox: "++seq, &idempotencyKey, createdUtc, localId",
    feedCache: "[accountHost+channelId]",
    draftLists: "[accountHost+channelId]",
    localDrafts: "localId, [accountHost+channelId], serverId, status",
  });
  // The post editor's autosave: the half-written post survives reloads and crashes.
  database.version(3).stores({
    editorAutosaves: "[accountHost+channelId+userId]",
  });
  // Version 1's drafts and feed were never read: localDrafts and feedCache replaced them.
  database.version(4).stores({ drafts: null, feed: null });
  // One owner of what the server answered: the query cache, kept whole. The channel
  // lists, feed pages and draft lists stored beside it were a second copy that went stale.
  database.version(5).stores({
    queryCache: "key",
    channels: null,
    feedCache: null,
    draftLists: null,
  });
  return database;
}

/** The app's one database; the other files of local-data are its only users. */
export const db = createDb();
