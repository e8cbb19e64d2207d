import { db } from "./database";
import type { EditorAutosaveRow } from "./rows";

/** Whose editor on which channel: the autosave is kept per channel and per user. */
export interface EditorAutosaveKey {
  host: string;
  channelId: string;
  userId: string;
}

const rowKey = (key: EditorAutosaveKey): [string, string, string] => [
  key.host,
  key.channelId,
  key.userId,
];

export const getEditorAutosave = (key: EditorAutosaveKey) => db.editorAutosaves.get(rowKey(key));

export const putEditorAutosave = (
  key: EditorAutosaveKey,
  saved: Pick<EditorAutosaveRow, "target" | "values">,
) =>
  db.editorAutosaves.put({
    accountHost: key.host,
    channelId: key.channelId,
    userId: key.userId,
    ...saved,
    savedUtc: new Date().toISOString(),
  });

export const deleteEditorAutosave = (key: EditorAutosaveKey) =>
  db.editorAutosaves.delete(rowKey(key));
