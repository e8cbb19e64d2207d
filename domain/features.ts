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

/** Every flag on or off under `settings`: what the features page shows and the abilities carry. */
export const featureSwitches = (settings: FeatureSettings): Record<FeatureFlag, boolean> =>
  Object.fromEntries(FEATURE_FLAGS.map((f) => [f, isFeatureEnabled(settings, f)])) as Record<
    FeatureFlag,
    boolean
  >;

/** The two stored lists after switching flags; a flag not named keeps its state in `current`. */
export function settingsWithSwitches(
  current: FeatureSettings,
  switches: Partial<Record<FeatureFlag, boolean>>,
): { disabledFeatures: FeatureFlag[]; optInFeatures: FeatureFlag[] } {
  const on = { ...featureSwitches(current), ...switches };
  return {
    disabledFeatures: FEATURE_FLAGS.filter((f) => !isOptInFeature(f) && !on[f]),
    optInFeatures: FEATURE_FLAGS.filter((f) => isOptInFeature(f) && on[f]),
  };
}
