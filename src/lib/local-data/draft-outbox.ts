import type { UpdateSpec } from "dexie";
import { useLiveQuery } from "dexie-react-hooks";
import { db } from "./database";
import type { DraftOutboxRow } from "./rows";

/** The outbox of local drafts' writes (`draftOutbox.*`), replayed in `seq` order. */

export const add = (row: DraftOutboxRow) => db.outbox.add(row);

/** Every queued write, oldest first. */
export const list = () => db.outbox.orderBy("seq").toArray();

/** One local draft's queued writes, oldest first. */
export const listOf = (localId: string) => db.outbox.where("localId").equals(localId).sortBy("seq");

export const countOf = (localId: string) => db.outbox.where("localId").equals(localId).count();

export const update = (seq: number, changes: UpdateSpec<DraftOutboxRow>) =>
  db.outbox.update(seq, changes);

export const remove = (seq: number) => db.outbox.delete(seq);

export const removeOf = (localId: string) => db.outbox.where("localId").equals(localId).delete();

/** How many writes wait, kept current (undefined while loading). */
export const useCount = () => useLiveQuery(() => db.outbox.count(), []);
