/**
 * What a settings, features, plugins or rights change did, field by field, before and after
 * (issue: the activity log is an audit trail). Each field is translated as
 * `activity.fields.<field>` in locales/*.json; a test checks both files cover the list.
 * Secrets never get here whole: callers pass masked values.
 */
export const ACTIVITY_CHANGE_FIELDS = [
  // usage settings
  "enforceGoogleSignIn",
  "enforceGoogleSignInFrom",
  "enforceMsSignIn",
  "enforceMsSignInFrom",
  // media settings
  "imageSourceSets",
  "imageContainerClassName",
  "imageBasePath",
  // advanced settings
  "linkCardHeader",
  // content access
  "allowedOrigins",
  // sports data
  "provider",
  "apiKey",
  "competitionIds",
  // AI mode
  "aiEnabled",
  "aiAssistedLabel",
  // features and plugins
  "disabledFeatures",
  "optInFeatures",
  "plugins",
  // a user in the account
  "role",
  "rights",
  "channel",
  "displayName",
] as const;
export type ActivityChangeField = (typeof ACTIVITY_CHANGE_FIELDS)[number];

/** A value as the log keeps it: a scalar or a list of short texts. */
export type ActivityChangeValue = string | number | boolean | null | string[];

export interface ActivityChange {
  field: ActivityChangeField;
  before: ActivityChangeValue;
  after: ActivityChangeValue;
}

export type ActivityChangeView = Partial<Record<ActivityChangeField, ActivityChangeValue>>;

const same = (a: ActivityChangeValue | undefined, b: ActivityChangeValue | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose values differ between two views of the same thing, in the views' order. */
export function changesBetween(
  before: ActivityChangeView,
  after: ActivityChangeView,
): ActivityChange[] {
  const fields = [
    ...new Set([...Object.keys(before), ...Object.keys(after)]),
  ] as ActivityChangeField[];
  return fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}
