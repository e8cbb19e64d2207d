import {
  FEATURE_FLAGS,
  type FeatureFlag,
  type FeatureSettings,
  isFeatureEnabled,
  isOptInFeature,
} from "../../../../domain/features";

/** How the features page groups the 17 flags; every flag is in exactly one group. */
export const FEATURE_GROUPS = [
  {
    id: "editor",
    flags: [
      "tags",
      "importance",
      "postBreaking",
      "keyEvents",
      "postIcons",
      "omniInput",
      "topText",
      "countdowns",
    ],
  },
  {
    id: "embeds",
    flags: [
      "inlineImage",
      "inlineImageUrlUpload",
      "inlineYouTube",
      "inlineTwitter",
      "inlineFacebook",
      "inlineInstagram",
      "inlineInfogram",
      "inlineCustom",
    ],
  },
  { id: "reader", flags: ["userContribution"] },
] as const satisfies readonly { id: string; flags: readonly FeatureFlag[] }[];

/** Which flags are on, one boolean per flag. */
export type FeatureSwitches = Record<FeatureFlag, boolean>;

export const toSwitches = (settings: FeatureSettings): FeatureSwitches =>
  Object.fromEntries(
    FEATURE_FLAGS.map((f) => [f, isFeatureEnabled(settings, f)]),
  ) as FeatureSwitches;

/** Back to the two lists the API keeps: disable-style flags that are off, opt-in flags that are on. */
export function toSettings(switches: FeatureSwitches): {
  disabledFeatures: FeatureFlag[];
  optInFeatures: FeatureFlag[];
} {
  return {
    disabledFeatures: FEATURE_FLAGS.filter((f) => !isOptInFeature(f) && !switches[f]),
    optInFeatures: FEATURE_FLAGS.filter((f) => isOptInFeature(f) && switches[f]),
  };
}

export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));
