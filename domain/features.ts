/** The feature catalogue: 17 flags. All are disable-style except the opt-in ones. */
export const FEATURE_FLAGS = [
  "tags",
  "importance",
  "postBreaking",
  "userContribution",
  "keyEvents",
  "topText",
  "inlineFacebook",
  "inlineTwitter",
  "inlineInstagram",
  "inlineImage",
  "inlineImageUrlUpload",
  "inlineInfogram",
  "inlineYouTube",
  "inlineCustom",
  "omniInput",
  "postIcons",
  "countdowns",
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const OPT_IN_FEATURES: readonly FeatureFlag[] = ["inlineImageUrlUpload"];

export const isOptInFeature = (flag: FeatureFlag): boolean => OPT_IN_FEATURES.includes(flag);

export interface FeatureSettings {
  disabledFeatures: readonly FeatureFlag[];
  optInFeatures: readonly FeatureFlag[];
}

/** Disable-style flags are on unless listed as disabled; opt-in flags are on only when listed. */
export function isFeatureEnabled(settings: FeatureSettings, flag: FeatureFlag): boolean {
  return isOptInFeature(flag)
    ? settings.optInFeatures.includes(flag)
    : !settings.disabledFeatures.includes(flag);
}
