import { maskSecret } from "../../domain/account-settings";
import type { ActivityChangeView } from "../../domain/activity-changes";
import { contentAccessOf, mediaOf, sportsDataOf, usageOf } from "../accounts/settings-map";
import { aiSettingsOf } from "../ai/settings";
import type { AccountSettings } from "../db/schema";

/**
 * Each settings section as the activity log compares it before and after a save. Values are
 * what an administrator reads on the settings screens; credentials (the link-card header's
 * value, the sports data key) only masked.
 */
export const SETTINGS_AUDIT = {
  "settings.usage": (s: AccountSettings): ActivityChangeView => usageOf(s),
  "settings.media": (s: AccountSettings): ActivityChangeView => {
    const media = mediaOf(s);
    return {
      imageSourceSets: media.imageSourceSets.map((set) => `${set.width}×${set.height}`),
      imageContainerClassName: media.imageContainerClassName,
      imageBasePath: media.imageBasePath,
    };
  },
  "settings.advanced": (s: AccountSettings): ActivityChangeView => {
    const header = s.linkCardHeader;
    return { linkCardHeader: header ? `${header.name}: ${maskSecret(header.value)}` : null };
  },
  "settings.content-access": (s: AccountSettings): ActivityChangeView => contentAccessOf(s),
  "settings.sports-data": (s: AccountSettings): ActivityChangeView => {
    const sports = sportsDataOf(s);
    return {
      provider: sports.provider,
      apiKey: sports.apiKeyMasked,
      competitionIds: sports.competitionIds,
    };
  },
  "settings.ai": (s: AccountSettings): ActivityChangeView => {
    const ai = aiSettingsOf(s);
    return { aiEnabled: ai.enabled, aiAssistedLabel: ai.assistedLabel };
  },
} as const;

export type SettingsAction = keyof typeof SETTINGS_AUDIT;
