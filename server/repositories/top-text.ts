import type { Doc } from "../../domain/content/schema";
import type { Db } from "../db/open";

export interface TopTextRecord {
  content: Doc | null;
  html: string;
  version: number;
}

/** A channel that never saved a Top Text has an empty one at version 0. */
export const EMPTY_TOP_TEXT: TopTextRecord = { content: null, html: "", version: 0 };

export const topTextRepository = (db: Db) => {
  const get = async (channelId: string): Promise<TopTextRecord> => {
    const row = await db
      .selectFrom("top_texts")
      .select(["content", "html", "version"])
      .where("channel_id", "=", channelId)
      .executeTakeFirst();
    // The column only ever holds documents the route validated with ZDoc.
    return row
      ? { content: row.content as Doc | null, html: row.html, version: row.version }
      : EMPTY_TOP_TEXT;
  };

  return {
    get,

    /**
     * Saves when `version` is the stored one (0 for none yet) and answers the new record;
     * a stale version answers `{stale: current}` and changes nothing.
     */
    async save(
      channelId: string,
      version: number,
      content: Doc | null,
      html: string,
    ): Promise<{ saved: TopTextRecord } | { stale: TopTextRecord }> {
      const json = content === null ? null : JSON.stringify(content);
      const row =
        version === 0
          ? await db
              .insertInto("top_texts")
              .values({ channel_id: channelId, content: json, html, version: 1 })
              .onConflict((oc) => oc.column("channel_id").doNothing())
              .returning(["content", "html", "version"])
              .executeTakeFirst()
          : await db
              .updateTable("top_texts")
              .set((eb) => ({
                content: json,
                html,
                version: eb("version", "+", 1),
                updated_utc: new Date(),
              }))
              .where("channel_id", "=", channelId)
              .where("version", "=", version)
              .returning(["content", "html", "version"])
              .executeTakeFirst();
      if (!row) return { stale: await get(channelId) };
      return {
        saved: { content: row.content as Doc | null, html: row.html, version: row.version },
      };
    },
  };
};
