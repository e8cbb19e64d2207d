import { db } from "./database";
import type { EditorAutosaveRow } from "./rows";

/** The open post editor as last typed, per channel and user (`editorAutosaves.*`). */

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

export const get = (key: EditorAutosaveKey) => db.editorAutosaves.get(rowKey(key));

export const put = (key: EditorAutosaveKey, saved: Pick<EditorAutosaveRow, "target" | "values">) =>
  db.editorAutosaves.put({
    accountHost: key.host,
    channelId: key.channelId,
    userId: key.userId,
    ...saved,
    savedUtc: new Date().toISOString(),
  });

export const remove = (key: EditorAutosaveKey) => db.editorAutosaves.delete(rowKey(key));
