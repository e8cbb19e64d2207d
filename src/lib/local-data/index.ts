/**
 * Local data (issue 13): the browser storage of the app, as Excalidraw's LocalData owns its.
 * The Dexie database lives here and nowhere else (scripts/check-boundaries.ts keeps `dexie`
 * and `dexie-react-hooks` imports inside this folder). Each store is a namespace of named
 * operations and live-query hooks: `localDrafts.get(id)`, `draftOutbox.useCount()`.
 */

export * as storedChannels from "./channels";
export * as draftLists from "./draft-lists";
export * as draftOutbox from "./draft-outbox";
export type { EditorAutosaveKey } from "./editor-autosaves";
export * as editorAutosaves from "./editor-autosaves";
export * as feedCache from "./feed-cache";
export * as localDrafts from "./local-drafts";
export type { ChannelRow, LocalDraftRow, LocalDraftStatus } from "./rows";
