import { z } from "zod";
import { ZPostRequest } from "../../../../../domain/schemas/post";
import { type EditorAutosaveKey, editorAutosaves } from "../../../../lib/local-data";
import { storage } from "../../../../lib/local-data/web-storage";
import type { EditorTarget, EditorValues } from "./types";

export type AutosaveKey = EditorAutosaveKey;

/** A publish pressed and not yet confirmed by the server: its retry sends the same key. */
const publishKey = z.string().min(1).max(200).optional();
const ZTarget = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("new"), publishKey }),
  z.object({ kind: z.literal("post"), id: z.string(), version: z.number().int(), publishKey }),
  z.object({
    kind: z.literal("draft"),
    id: z.string(),
    version: z.number().int().nullable(),
    publishKey,
  }),
]);
export type AutosaveTarget = z.infer<typeof ZTarget>;

export interface Autosave {
  target: AutosaveTarget;
  values: EditorValues;
  savedUtc: string;
}

/** What the editor works on, without the values (they are autosaved beside it). */
export const autosaveTargetOf = (
  target: EditorTarget,
  version: number | null,
  publishKey?: string | null,
): AutosaveTarget => {
  const key = publishKey ? { publishKey } : {};
  return target.kind === "new"
    ? { kind: "new", ...key }
    : target.kind === "post"
      ? { kind: "post", id: target.id, version: version ?? target.version, ...key }
      : { kind: "draft", id: target.id, version, ...key };
};

/** The editor target that reopens an autosave. */
export const editorTargetOf = ({ target, values }: Autosave): EditorTarget => ({
  ...target,
  values,
});

/** What a stored autosave holds before it is checked against this version of the app. */
type StoredAutosave = Record<"target" | "values" | "savedUtc", unknown>;

/** A stored autosave as read back, or null when it does not fit this version of the app. */
function parseAutosave(row: StoredAutosave): Autosave | null {
  const target = ZTarget.safeParse(row.target);
  const values = ZPostRequest.safeParse(row.values);
  if (!target.success || !values.success || typeof row.savedUtc !== "string") return null;
  return { target: target.data, values: values.data, savedUtc: row.savedUtc };
}

/**
 * The copy written as the page goes away. An IndexedDB write begun then may never commit (the
 * page can be gone first), so the last changes, up to a debounce's worth of typing, are also
 * kept in local storage, synchronously; the newer of the two is the autosave.
 */
const whose = (key: AutosaveKey) => `${key.host}:${key.channelId}:${key.userId}`;

function readUnloadCopy(key: AutosaveKey): Autosave | null {
  const text = storage.autosaveAtUnload(whose(key));
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    return parsed && typeof parsed === "object" ? parseAutosave(parsed as StoredAutosave) : null;
  } catch {
    return null; // not JSON: not a copy this app wrote
  }
}

const removeUnloadCopy = (key: AutosaveKey) => storage.setAutosaveAtUnload(whose(key), null);

/** The autosave, or null (none, or written by an incompatible version of the app). */
export async function readAutosave(key: AutosaveKey): Promise<Autosave | null> {
  const row = await editorAutosaves.get(key).catch(() => undefined);
  const stored = row ? parseAutosave(row) : null;
  const atUnload = readUnloadCopy(key);
  if (!atUnload || (stored && stored.savedUtc >= atUnload.savedUtc)) {
    removeUnloadCopy(key);
    return stored;
  }
  // The page went away before its last write committed: that write is made now.
  await editorAutosaves
    .put(key, { target: atUnload.target, values: atUnload.values })
    .then(() => removeUnloadCopy(key))
    .catch(() => undefined);
  return atUnload;
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

/** As the page goes away: the IndexedDB write, and its synchronous copy. */
export function writeAutosaveAtUnload(
  key: AutosaveKey,
  target: AutosaveTarget,
  values: EditorValues,
): void {
  const copy: Autosave = { target, values, savedUtc: new Date().toISOString() };
  // Storage full or unavailable: the IndexedDB write is all there is.
  storage.setAutosaveAtUnload(whose(key), JSON.stringify(copy));
  void writeAutosave(key, target, values);
}

export async function clearAutosave(key: AutosaveKey): Promise<void> {
  removeUnloadCopy(key);
  await editorAutosaves.remove(key).catch(() => undefined);
}
