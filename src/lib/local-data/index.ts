/**
 * Local data (issue 13): the browser storage of the app, as Excalidraw's LocalData owns its.
 * The Dexie database lives here and nowhere else (scripts/check-boundaries.ts keeps `dexie`
 * and `dexie-react-hooks` imports inside this folder); features call these named operations.
 */
export { listStoredChannels, replaceStoredChannels } from "./channels";
export { putDraftList, useStoredDraftList } from "./draft-lists";
export {
  deleteEditorAutosave,
  type EditorAutosaveKey,
  getEditorAutosave,
  putEditorAutosave,
} from "./editor-autosaves";
export { getFeedCachePages, putFeedCachePages } from "./feed-cache";
export {
  addOutboxRow,
  countOutboxOf,
  deleteLocalDraft,
  deleteOutboxOf,
  deleteOutboxRow,
  getLocalDraft,
  inDraftsTransaction,
  listOutbox,
  listOutboxOf,
  putLocalDraft,
  updateLocalDraft,
  updateOutboxRow,
  useLocalDrafts,
  useOutboxCount,
} from "./local-drafts";
export type { ChannelRow, LocalDraftRow, LocalDraftStatus } from "./rows";
