export {
  createDraft,
  DraftConflictError,
  draftKeys,
  publishDraft,
  updateDraft,
} from "./api/drafts";
export { DraftsList, type DraftsListProps } from "./components/DraftsList";
export { type DraftItem, useDraftItems, useOutboxSync } from "./hooks/use-drafts";
export { discardLocal, type SaveDraftOutcome, saveDraft, syncOutbox } from "./lib/outbox";
