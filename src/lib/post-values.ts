import type { Doc } from "../../domain/content/schema";
import type { Importance } from "../../domain/schemas/post";

/*
 * A post's or draft's fields as the editor holds them. They live below the features, since the
 * posts editor and the drafts list both read them and neither may depend on the other.
 */

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
  /**
   * Publish or Update sends the post to the readers who follow the channel (once per post).
   * Never read back from a post; a draft keeps it, for when it is published or scheduled.
   */
  push?: boolean;
}

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
