import type { UpdateSpec } from "dexie";
import { useLiveRows, withDb } from "./lazy-db";
import type { LocalDraftRow } from "./rows";

/**
 * Drafts written on this device (`localDrafts.*`). Their sync, which calls the drafts API,
 * lives in features/drafts/lib/outbox.ts; these are its storage operations.
 */

export const get = (localId: string) => withDb((db) => db.localDrafts.get(localId));

export const put = (row: LocalDraftRow) => withDb((db) => db.localDrafts.put(row));

export const update = (localId: string, changes: UpdateSpec<LocalDraftRow>) =>
  withDb((db) => db.localDrafts.update(localId, changes));

export const remove = (localId: string) => withDb((db) => db.localDrafts.delete(localId));

/** The drafts this device wrote for a channel, kept current (undefined while loading). */
export const useOfChannel = (host: string, channelId: string) =>
  useLiveRows(
    (db) => db.localDrafts.where("[accountHost+channelId]").equals([host, channelId]).toArray(),
    [host, channelId],
  );

/** Runs `work` in one read-write transaction over the local drafts and the outbox. */
export const transaction = <T>(work: () => Promise<T>) =>
  withDb((db) => db.transaction("rw", db.localDrafts, db.outbox, work));
