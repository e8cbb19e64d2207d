import type { Doc } from "../../../../../domain/content/schema";
import type { Importance } from "../../../../../domain/schemas/post";

/** What the editor hands to publish / save: a complete post input. */
export interface EditorValues {
  title: string;
  content: Doc | null;
  importance: Importance;
  authorId?: string | null;
  tags: string[];
  icons: string[];
  breaking: boolean;
  /** Absent: left as stored (the account's keyEvents flag is off, or an older autosave). */
  keyEvent?: boolean;
  /** Absent: left as stored (the account's "AI-assisted" label is off). */
  aiAssisted?: boolean;
}

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

/** A post or draft row (or values from elsewhere) as editor values of their own, flags filled in. */
export const valuesOf = (row: EditorValues): EditorValues => ({
  title: row.title,
  content: row.content,
  importance: row.importance,
  authorId: row.authorId,
  tags: [...row.tags],
  icons: [...row.icons],
  breaking: row.breaking,
  keyEvent: row.keyEvent ?? false,
  aiAssisted: row.aiAssisted ?? false,
});

/** Result of saving a draft: sent now, or queued in the offline outbox. */
export type SaveResult = "saved" | "queued";
