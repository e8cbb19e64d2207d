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

export type TickerDb = Dexie & {
  drafts: EntityTable<DraftRow, "id">;
  channels: EntityTable<ChannelRow, "id">;
  feed: Dexie.Table<FeedRow, [string, string]>;
  outbox: EntityTable<OutboxRow, "seq">;
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
  return database;
}

export const db = createDb();
