import type { UpdateSpec } from "dexie";
import { useLiveQuery } from "dexie-react-hooks";
import { db } from "./database";
import type { LocalDraftRow } from "./rows";

/**
 * Drafts written on this device (`localDrafts.*`). Their sync, which calls the drafts API,
 * lives in features/drafts/lib/outbox.ts; these are its storage operations.
 */

export const get = (localId: string) => db.localDrafts.get(localId);

export const put = (row: LocalDraftRow) => db.localDrafts.put(row);

export const update = (localId: string, changes: UpdateSpec<LocalDraftRow>) =>
  db.localDrafts.update(localId, changes);

export const remove = (localId: string) => db.localDrafts.delete(localId);

/** The drafts this device wrote for a channel, kept current (undefined while loading). */
export const useOfChannel = (host: string, channelId: string) =>
  useLiveQuery(
    () => db.localDrafts.where("[accountHost+channelId]").equals([host, channelId]).toArray(),
    [host, channelId],
  );

/** Runs `work` in one read-write transaction over the local drafts and the outbox. */
export const transaction = <T>(work: () => Promise<T>) =>
  db.transaction("rw", db.localDrafts, db.outbox, work);
