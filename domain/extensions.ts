/** The extension types of spec §3 (10). Public ones reach readers through the embed. */
export const EXTENSION_TYPES = [
  "inlineRenderer",
  "inlineEditor",
  "jsLibraryPublic",
  "channelEditor",
  "integratedChannelEditor",
  "postRenderer",
  "integratedPostEditor",
  "jsLibrary",
  "postEditor",
  "channelRenderer",
] as const;

export type ExtensionType = (typeof EXTENSION_TYPES)[number];

/** Types whose CSS styles the reader's embed (renderers of what readers see). */
export const EMBED_CSS_TYPES: readonly ExtensionType[] = ["channelRenderer", "postRenderer"];
/** Types whose JavaScript is loaded in the reader's embed. */
export const EMBED_JS_TYPES: readonly ExtensionType[] = ["jsLibraryPublic"];

/** Size caps (not in the spec): generous for a library, small enough to keep embeds light. */
export const EXTENSION_CSS_MAX = 100_000;
export const EXTENSION_JS_MAX = 200_000;
/** How many extensions one account may hold. */
export const EXTENSIONS_PER_ACCOUNT_MAX = 100;
