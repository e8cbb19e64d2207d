import { Dexie, type EntityTable } from "dexie";

/** A post being written; `version` is the server row version the edit started from. */
export interface DraftRow {
  id: string;
  channelId: string;
  /** accountKey.accountDomain (domain/host.ts). */
  accountHost: string;
  title: string;
  content: string;
  tags: string[];
  scheduledUtc?: string;
  version?: number;
  updatedUtc: string;
}

/** A channel as last seen, for the offline channels list. */
export interface ChannelRow {
  id: string;
  accountHost: string;
  name: string;
  archived: boolean;
  createdUtc: string;
  lastUsedUtc: string;
}

/** One published post of a channel's feed, for offline reading. */
export interface FeedRow {
  channelId: string;
  id: string;
  title: string;
  content: string;
  importance: "common" | "normal" | "important" | "very-important";
  authorName: string;
  tags: string[];
  pinned: boolean;
  highlighted: boolean;
  breaking: boolean;
  order: number;
  version: number;
  publishedUtc: string;
}

/** A write queued while offline; replayed in `seq` order with its idempotency key. */
export interface OutboxRow {
  seq?: number;
  idempotencyKey: string;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
  createdUtc: string;
  attempts: number;
  lastError?: string;
}

/** The first pages of a channel's feed as last fetched (FeedPage JSON), for offline starts. */
export interface FeedCacheRow {
  accountHost: string;
  channelId: string;
  pages: unknown[];
  savedUtc: string;
}

/** The user's drafts of a channel as last fetched (Draft JSON), for offline starts. */
export interface DraftListRow {
  accountHost: string;
  channelId: string;
  drafts: unknown[];
  savedUtc: string;
}

export type LocalDraftStatus = "queued" | "syncing" | "synced" | "conflict" | "failed";

/**
 * A draft written on this device: what the user wrote (`input`, PostInput JSON) and how far
 * it is on its way to the server. `serverId` is null until the create has synced.
 */
export interface LocalDraftRow {
  localId: string;
  accountHost: string;
  channelId: string;
  serverId: string | null;
  /** The server version the next update must name. */
  baseVersion: number | null;
  input: unknown;
  status: LocalDraftStatus;
  /** On a 409: the server's row, kept until the user chooses. */
  theirs?: unknown;
  error?: string;
  updatedUtc: string;
}

/** Version 2 outbox rows also say which local draft they belong to. */
export interface DraftOutboxFields {
  localId?: string;
  kind?: "create" | "update";
  accountHost?: string;
  channelId?: string;
  /** Set on the first attempt: retries resend exactly this (idempotency). */
  frozen?: boolean;
}

/**
 * The open post editor as last typed, one per channel and user (issue 12): what it edits
 * (`target`, with the server version the edit started from) and its values (PostInput JSON).
 */
export interface EditorAutosaveRow {
  accountHost: string;
  channelId: string;
  userId: string;
  target: unknown;
  values: unknown;
  savedUtc: string;
}

export type TickerDb = Dexie & {
  drafts: EntityTable<DraftRow, "id">;
  channels: EntityTable<ChannelRow, "id">;
  feed: Dexie.Table<FeedRow, [string, string]>;
  outbox: EntityTable<OutboxRow & DraftOutboxFields, "seq">;
  feedCache: Dexie.Table<FeedCacheRow, [string, string]>;
  draftLists: Dexie.Table<DraftListRow, [string, string]>;
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
  return database;
}

export const db = createDb();
