import type { UpdateSpec } from "dexie";
import { useLiveRows, withDb } from "./lazy-db";
import type { DraftOutboxRow } from "./rows";

/** The outbox of local drafts' writes (`draftOutbox.*`), replayed in `seq` order. */

export const add = (row: DraftOutboxRow) => withDb((db) => db.outbox.add(row));

/** Every queued write, oldest first. */
export const list = () => withDb((db) => db.outbox.orderBy("seq").toArray());

/** One local draft's queued writes, oldest first. */
export const listOf = (localId: string) =>
  withDb((db) => db.outbox.where("localId").equals(localId).sortBy("seq"));

export const countOf = (localId: string) =>
  withDb((db) => db.outbox.where("localId").equals(localId).count());

export const update = (seq: number, changes: UpdateSpec<DraftOutboxRow>) =>
  withDb((db) => db.outbox.update(seq, changes));

export const remove = (seq: number) => withDb((db) => db.outbox.delete(seq));

export const removeOf = (localId: string) =>
  withDb((db) => db.outbox.where("localId").equals(localId).delete());

/** How many writes wait, kept current (undefined while loading). */
export const useCount = () => useLiveRows((db) => db.outbox.count(), []);
