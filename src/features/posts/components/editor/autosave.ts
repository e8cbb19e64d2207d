import { z } from "zod";
import { ZPostRequest } from "../../../../../domain/schemas/post";
import { type EditorAutosaveKey, editorAutosaves } from "../../../../lib/local-data";
import type { EditorTarget, EditorValues } from "./types";

export type AutosaveKey = EditorAutosaveKey;

const ZTarget = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("new") }),
  z.object({ kind: z.literal("post"), id: z.string(), version: z.number().int() }),
  z.object({ kind: z.literal("draft"), id: z.string(), version: z.number().int().nullable() }),
]);
export type AutosaveTarget = z.infer<typeof ZTarget>;

export interface Autosave {
  target: AutosaveTarget;
  values: EditorValues;
  savedUtc: string;
}

/** What the editor works on, without the values (they are autosaved beside it). */
export const autosaveTargetOf = (target: EditorTarget, version: number | null): AutosaveTarget =>
  target.kind === "new"
    ? { kind: "new" }
    : target.kind === "post"
      ? { kind: "post", id: target.id, version: version ?? target.version }
      : { kind: "draft", id: target.id, version };

/** The editor target that reopens an autosave. */
export const editorTargetOf = ({ target, values }: Autosave): EditorTarget =>
  target.kind === "new" ? { kind: "new", values } : { ...target, values };

/** The autosave, or null (none, or written by an incompatible version of the app). */
export async function readAutosave(key: AutosaveKey): Promise<Autosave | null> {
  const row = await editorAutosaves.get(key).catch(() => undefined);
  if (!row) return null;
  const target = ZTarget.safeParse(row.target);
  const values = ZPostRequest.safeParse(row.values);
  if (!target.success || !values.success) return null;
  return { target: target.data, values: values.data, savedUtc: row.savedUtc };
}

export async function writeAutosave(
  key: AutosaveKey,
  target: AutosaveTarget,
  values: EditorValues,
): Promise<void> {
  await editorAutosaves
    .put(key, { target, values })
    // Storage full or unavailable: the editor keeps working, only without the safety net.
    .catch(() => undefined);
}

export async function clearAutosave(key: AutosaveKey): Promise<void> {
  await editorAutosaves.remove(key).catch(() => undefined);
}
