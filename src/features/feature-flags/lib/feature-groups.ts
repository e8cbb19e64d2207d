import type { FeatureFlag } from "../../../../domain/features";

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
