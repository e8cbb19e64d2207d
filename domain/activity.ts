/**
 * What the activity log records (issue: administration). Each action is translated as
 * `activity.actions.<action>` in locales/*.json; a test checks both files cover the list.
 */
export const ACTIVITY_ACTIONS = [
  // users and their rights
  "user.update",
  "user.delete",
  "user.cross-access.add",
  "user.cross-access.remove",
  "user.sign-in-as",
  "user.create",
  // invitations and registration pages
  "invitation.create",
  "invitation.delete",
  "invitation.accept",
  "registration-page.create",
  "registration-page.delete",
  "registration-page.request",
  // accounts and their settings
  "account.create",
  "account.rename",
  "settings.usage",
  "settings.media",
  "settings.advanced",
  "settings.content-access",
  "settings.sports-data",
  "features.update",
  "plugins.update",
  // extensions and API keys
  "extension.create",
  "extension.update",
  "extension.delete",
  "api-key.create",
  "api-key.delete",
  // channels
  "channel.create",
  "channel.rename",
  "channel.archive",
  // any other write made while an administrator signed in as another user
  "represented.request",
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_TARGET_TYPES = [
  "user",
  "invitation",
  "registration-page",
  "account",
  "extension",
  "api-key",
  "channel",
  "request",
] as const;
export type ActivityTargetType = (typeof ACTIVITY_TARGET_TYPES)[number];

export const ACTIVITY_PAGE_SIZE = 25;
export const PAGE_SIZE_MAX = 100;
