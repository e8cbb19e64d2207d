import { sql } from "kysely";
import type { Db } from "../db/open";
import { isUuid } from "../db/uuid";

export interface PublicChannel {
  id: string;
  name: string;
  createdUtc: Date;
  /** The account's disabled feature flags (topText, countdowns...). */
  disabledFeatures: string[];
  /** Origins the account lets frame its embeds (content access); empty: any. */
  allowedOrigins: string[];
}

/** The embed's only SQL: a live (non-archived) channel by id, whatever its account. */
export const embedRepository = (db: Db) => ({
  async publicChannel(id: string): Promise<PublicChannel | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await db
      .selectFrom("channels")
      .innerJoin("accounts", "accounts.id", "channels.account_id")
      .select([
        "channels.id",
        "channels.name",
        "channels.created_utc",
        "accounts.disabled_features",
        "accounts.settings",
      ])
      .where("channels.id", "=", id)
      .where("channels.archived", "=", false)
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          name: row.name,
          createdUtc: row.created_utc,
          disabledFeatures: row.disabled_features,
          allowedOrigins: row.settings.embedAllowedOrigins ?? [],
        }
      : undefined;
  },

  /**
   * The newest event id of the channel ("0" when none or before the live events exist),
   * so the page's stream resumes exactly where the rendered HTML stands.
   */
  async lastEventId(channelId: string): Promise<string> {
    const present = await sql<{
      ok: boolean;
    }>`select to_regclass('events') is not null as ok`.execute(db);
    if (!present.rows[0]?.ok) return "0";
    const r = await sql<{ id: string | number | null }>`
      select max(id) as id from events where channel_id = ${channelId}`.execute(db);
    const id = r.rows[0]?.id;
    return id === null || id === undefined ? "0" : String(id);
  },
});
