/** The reader embed's skins (7 skins), CSS only. */
export const EMBED_SKINS = [
  "default",
  "white",
  "centered",
  "darkmode",
  "materialdesign",
  "materialalternate",
  "sports",
] as const;
export type EmbedSkin = (typeof EMBED_SKINS)[number];
