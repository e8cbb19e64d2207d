import type { SettingsSection } from "../api/save-settings";

/** Each settings section's heading and intro (locale keys): its page, loading state and form. */
export const SECTION_HEADINGS: Record<SettingsSection, { title: string; description: string }> = {
  usage: { title: "pages.details.usageSettings", description: "accounts.usage.description" },
  media: { title: "pages.details.media", description: "accounts.media.description" },
  advanced: {
    title: "pages.details.advancedSettings",
    description: "accounts.advanced.description",
  },
  contentAccess: {
    title: "pages.details.contentAccess",
    description: "accounts.contentAccess.description",
  },
  sportsData: { title: "pages.details.sportsData", description: "accounts.sportsData.description" },
  ai: { title: "pages.details.aiMode", description: "accounts.ai.description" },
};
