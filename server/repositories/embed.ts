import { normalizePlugins, type PluginId } from "../../domain/plugins";
import type { MediaSettings } from "../../domain/schemas/account";
import { mediaOf } from "../accounts/settings-map";
import type { Db } from "../db/open";
import { isUuid } from "../db/uuid";

export interface PublicChannel {
  id: string;
  name: string;
  createdUtc: Date;
  /** When its coverage ended (ended by hand, or archived); null while it goes on. */
  coverageEndedUtc: Date | null;
  /** Archived: readers keep the page, as ended, with no live connection. */
  archived: boolean;
  /** The account's disabled feature flags (topText, countdowns...). */
  disabledFeatures: string[];
  /** Origins the account lets frame its embeds (content access); empty: any. */
  allowedOrigins: string[];
  /** The account's media settings, applied to images as the page is served. */
  media: MediaSettings;
  /** The account's plugins switched on (poll, socialShare...). */
  plugins: PluginId[];
}

/**
 * The embed's only SQL: a channel by id, whatever its account. Archived ones too: news
 * archives are read for years, so an archived live blog's page stays, shown as ended.
 */
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
        "channels.coverage_ended_utc",
        "channels.archived",
        "accounts.disabled_features",
        "accounts.settings",
      ])
      .where("channels.id", "=", id)
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          name: row.name,
          createdUtc: row.created_utc,
          coverageEndedUtc: row.coverage_ended_utc,
          archived: row.archived,
          disabledFeatures: row.disabled_features,
          allowedOrigins: row.settings.embedAllowedOrigins ?? [],
          media: mediaOf(row.settings),
          plugins: normalizePlugins(row.settings.plugins ?? []),
        }
      : undefined;
  },
});
