import { z } from "zod";
import { ZHostParams } from "./common";

export const TAG_NAME_MAX = 50;
export const ZTag = z.object({ id: z.string(), name: z.string() });
export type Tag = z.infer<typeof ZTag>;
export const ZTagList = z.array(ZTag);
/** Unique per account, case-insensitive (tag-not-unique). */
export const ZTagRequest = z.object({ name: z.string().trim().min(1).max(TAG_NAME_MAX) });
export const ZTagParams = ZHostParams.extend({ tagId: z.string().uuid() });

/** Auto-tagging: existing tags whose name appears in the text, as a whole word. */
export function suggestTags(
  text: string,
  tags: readonly string[],
  chosen: readonly string[] = [],
): string[] {
  const lower = text.toLowerCase();
  const taken = new Set(chosen.map((t) => t.toLowerCase()));
  return tags.filter((tag) => {
    const t = tag.toLowerCase();
    if (taken.has(t)) return false;
    const escaped = t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, "u").test(lower);
  });
}
