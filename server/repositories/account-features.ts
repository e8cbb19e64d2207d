import { sql } from "kysely";
import type { FeatureFlag } from "../../domain/features";
import type { Db } from "../db/open";

/**
 * An account's feature switches and plugins. Writes touch only their own column or settings
 * key, so a concurrent save of other settings (usage, media…) is never overwritten.
 */
export const accountFeaturesRepository = (db: Db) => ({
  async features(
    accountId: string,
  ): Promise<{ disabledFeatures: FeatureFlag[]; optInFeatures: FeatureFlag[] } | undefined> {
    const row = await db
      .selectFrom("accounts")
      .select(["disabled_features", "opt_in_features"])
      .where("id", "=", accountId)
      .executeTakeFirst();
    return row && { disabledFeatures: row.disabled_features, optInFeatures: row.opt_in_features };
  },

  async setDisabled(accountId: string, features: readonly FeatureFlag[]): Promise<void> {
    await db
      .updateTable("accounts")
      .set({ disabled_features: JSON.stringify(features) })
      .where("id", "=", accountId)
      .execute();
  },

  async setOptIn(accountId: string, features: readonly FeatureFlag[]): Promise<void> {
    await db
      .updateTable("accounts")
      .set({ opt_in_features: JSON.stringify(features) })
      .where("id", "=", accountId)
      .execute();
  },

  async plugins(accountId: string): Promise<string[]> {
    const row = await db
      .selectFrom("accounts")
      .select("settings")
      .where("id", "=", accountId)
      .executeTakeFirst();
    return row?.settings.plugins ?? [];
  },

  async setPlugins(accountId: string, plugins: readonly string[]): Promise<void> {
    await db
      .updateTable("accounts")
      .set({
        settings: sql`coalesce(settings, '{}'::jsonb) || jsonb_build_object('plugins', ${JSON.stringify(plugins)}::jsonb)`,
      })
      .where("id", "=", accountId)
      .execute();
  },
});
