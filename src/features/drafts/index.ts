export { draftKeys, publishDraft, updateDraft } from "./api";
export { DraftsList, type DraftsListProps } from "./DraftsList";
export { discardLocal, type SaveDraftOutcome, saveDraft, syncOutbox } from "./outbox";
export { type DraftItem, useDraftItems, useOutboxSync } from "./use-drafts";
