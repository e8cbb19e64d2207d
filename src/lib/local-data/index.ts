/**
 * Local data (issues 13, 35): the browser storage of the app, as Excalidraw's LocalData owns its.
 * The only code that touches IndexedDB, localStorage and sessionStorage: the Dexie database
 * lives here (scripts/check-boundaries.ts keeps `dexie` and `dexie-react-hooks` imports inside
 * this folder), and web storage in web-storage.ts, which the sign-in page imports on its own.
 * Each store is a namespace of named operations and live-query hooks: `localDrafts.get(id)`,
 * `draftOutbox.useCount()`, `queryCache.createQueryPersister()`.
 */

export * as draftOutbox from "./draft-outbox";
export type { EditorAutosaveKey } from "./editor-autosaves";
export * as editorAutosaves from "./editor-autosaves";
export * as localDrafts from "./local-drafts";
export * as queryCache from "./query-cache";
export type { LocalDraftRow, LocalDraftStatus } from "./rows";
