/** The rows local-data keeps in IndexedDB. Only src/lib/local-data reads or writes them. */

/**
 * The query cache as last persisted: one row per query (React Query's dehydrated query, under
 * its hash), and one "#meta" row naming whose cache it is and when it was written.
 */
export interface QueryCacheRow {
  key: string;
  value: unknown;
  savedUtc: string;
}

/** A write queued while offline; replayed in `seq` order with its idempotency key. */
interface OutboxRow {
  seq?: number;
  idempotencyKey: string;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
  createdUtc: string;
  attempts: number;
  lastError?: string;
}

/** Version 2 outbox rows also say which local draft they belong to. */
interface DraftOutboxFields {
  localId?: string;
  kind?: "create" | "update";
  accountHost?: string;
  channelId?: string;
  /** Set on the first attempt: retries resend exactly this (idempotency). */
  frozen?: boolean;
}

export type DraftOutboxRow = OutboxRow & DraftOutboxFields;

export type LocalDraftStatus = "queued" | "syncing" | "synced" | "conflict" | "failed";

/**
 * A draft written on this device: what the user wrote (`input`, PostRequest JSON) and how far
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

/**
 * The open post editor as last typed, one per channel and user: what it edits
 * (`target`, with the server version the edit started from) and its values (PostRequest JSON).
 */
export interface EditorAutosaveRow {
  accountHost: string;
  channelId: string;
  userId: string;
  target: unknown;
  values: unknown;
  savedUtc: string;
}
