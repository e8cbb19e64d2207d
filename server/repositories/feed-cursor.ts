/** The feed's keyset cursor: where a page of posts ends, as an opaque string for the next one. */
import { isUuid } from "../db/uuid";

/** Position in the feed: the keyset a cursor carries. */
export interface FeedKey {
  pinned: boolean;
  order: number;
  id: string;
}

export const encodeCursor = (k: FeedKey): string =>
  Buffer.from(JSON.stringify([k.pinned ? 1 : 0, k.order, k.id])).toString("base64url");

/** The key of a cursor, or null when it is not one of ours. */
export function decodeCursor(cursor: string): FeedKey | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(v) || v.length !== 3) return null;
    const [p, order, id] = v as unknown[];
    if ((p !== 0 && p !== 1) || typeof order !== "number" || !Number.isFinite(order)) return null;
    if (typeof id !== "string" || !isUuid(id)) return null;
    return { pinned: p === 1, order, id };
  } catch {
    return null;
  }
}
