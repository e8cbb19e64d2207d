import type { EditorValues } from "../../../../lib/post-values";

export { type EditorValues, valuesOf } from "../../../../lib/post-values";

/**
 * What the editor is working on. `publishKey`: a Publish or Update was pressed and the server
 * has not confirmed it yet; its next attempt sends the same idempotency key.
 */
export type EditorTarget = (
  | { kind: "new"; values?: EditorValues }
  | { kind: "post"; id: string; version: number; values: EditorValues }
  | { kind: "draft"; id: string; version: number | null; values: EditorValues }
) & { publishKey?: string };

export const emptyValues = (): EditorValues => ({
  title: "",
  content: null,
  importance: "normal",
  authorId: null,
  tags: [],
  icons: [],
  breaking: false,
  keyEvent: false,
  aiAssisted: false,
});

/** Result of saving a draft: sent now, or queued in the offline outbox. */
export type SaveResult = "saved" | "queued";
