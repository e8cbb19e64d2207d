import { withDb } from "./lazy-db";
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

export const get = (key: EditorAutosaveKey) => withDb((db) => db.editorAutosaves.get(rowKey(key)));

export const put = (key: EditorAutosaveKey, saved: Pick<EditorAutosaveRow, "target" | "values">) =>
  withDb((db) =>
    db.editorAutosaves.put({
      accountHost: key.host,
      channelId: key.channelId,
      userId: key.userId,
      ...saved,
      savedUtc: new Date().toISOString(),
    }),
  );

export const remove = (key: EditorAutosaveKey) =>
  withDb((db) => db.editorAutosaves.delete(rowKey(key)));
