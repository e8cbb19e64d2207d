import type { UpdateSpec } from "dexie";
import { useLiveQuery } from "dexie-react-hooks";
import { db } from "./database";
import type { DraftOutboxRow, LocalDraftRow } from "./rows";

/**
 * Drafts written on this device and the outbox of their writes. The sync itself (which calls
 * the drafts API) lives in features/drafts/lib/outbox.ts; these are its storage operations.
 */

/** Runs `work` in one read-write transaction over the local drafts and the outbox. */
export const inDraftsTransaction = <T>(work: () => Promise<T>) =>
  db.transaction("rw", db.localDrafts, db.outbox, work);

export const getLocalDraft = (localId: string) => db.localDrafts.get(localId);

export const putLocalDraft = (row: LocalDraftRow) => db.localDrafts.put(row);

export const updateLocalDraft = (localId: string, changes: UpdateSpec<LocalDraftRow>) =>
  db.localDrafts.update(localId, changes);

export const deleteLocalDraft = (localId: string) => db.localDrafts.delete(localId);

/** The drafts this device wrote for a channel, kept current (undefined while loading). */
export const useLocalDrafts = (host: string, channelId: string) =>
  useLiveQuery(
    () => db.localDrafts.where("[accountHost+channelId]").equals([host, channelId]).toArray(),
    [host, channelId],
  );

export const addOutboxRow = (row: DraftOutboxRow) => db.outbox.add(row);

/** Every queued write, oldest first. */
export const listOutbox = () => db.outbox.orderBy("seq").toArray();

/** One local draft's queued writes, oldest first. */
export const listOutboxOf = (localId: string) =>
  db.outbox.where("localId").equals(localId).sortBy("seq");

export const countOutboxOf = (localId: string) =>
  db.outbox.where("localId").equals(localId).count();

export const updateOutboxRow = (seq: number, changes: UpdateSpec<DraftOutboxRow>) =>
  db.outbox.update(seq, changes);

export const deleteOutboxRow = (seq: number) => db.outbox.delete(seq);

export const deleteOutboxOf = (localId: string) =>
  db.outbox.where("localId").equals(localId).delete();

/** How many writes wait in the outbox, kept current (undefined while loading). */
export const useOutboxCount = () => useLiveQuery(() => db.outbox.count(), []);
