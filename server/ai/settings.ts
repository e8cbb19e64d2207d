import { AI_SETTINGS_DEFAULT } from "../../domain/ai";
import type { AiSettings } from "../../domain/schemas/ai";
import type { AccountSettings } from "../db/schema";

/** The account's AI mode switches, defaults filled in. */
export const aiSettingsOf = (s: AccountSettings): AiSettings => ({
  enabled: s.ai?.enabled ?? AI_SETTINGS_DEFAULT.enabled,
  assistedLabel: s.ai?.assistedLabel ?? AI_SETTINGS_DEFAULT.assistedLabel,
});
