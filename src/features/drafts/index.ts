export {
  createDraft,
  draftKeys,
  publishDraft,
  updateDraft,
} from "./api/drafts";
export { DraftsList } from "./components/DraftsList";
export {
  type DraftItem,
  useDraftItems,
  useOutboxSync,
  useUnsyncedDraftCount,
} from "./hooks/use-drafts";
export { discardLocal, saveDraft } from "./lib/outbox";
