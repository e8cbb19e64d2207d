/** The extension types (10). Public ones reach readers through the embed. */
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

/**
 * Where each type runs (docs/extensions.md). Embed types run in the reader's page
 * under its Content-Security-Policy; suite types run in sandboxed frames beside the editor.
 * Libraries run before the other extensions of their side.
 */
export const EMBED_EXTENSION_TYPES = [
  "jsLibraryPublic",
  "channelRenderer",
  "postRenderer",
  "inlineRenderer",
] as const satisfies readonly ExtensionType[];
export const SUITE_EXTENSION_TYPES = [
  "jsLibrary",
  "channelEditor",
  "integratedChannelEditor",
  "postEditor",
  "integratedPostEditor",
  "inlineEditor",
] as const satisfies readonly ExtensionType[];

/** The version of the `Ticker.register` API this server runs (docs/extensions.md). */
export const EXTENSION_API_VERSION = 1;
/** An extension that has not loaded and initialised by then shows as slow to start. */
export const EXTENSION_INIT_TIMEOUT_MS = 5000;
/**
 * How long the suite waits for an editor extension's frame on each start before starting it
 * again, the last before reporting it as an initialise failure ("timed out"): a busy tablet
 * can take several times the start limit, and a new frame would start its work over.
 */
export const EXTENSION_START_WINDOWS_MS = [15_000, 20_000] as const;
/** A custom block type named by an inlineEditor / inlineRenderer pair ("score"). */
export const EXTENSION_BLOCK_TYPE_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

/** Size caps (not in the spec): generous for a library, small enough to keep embeds light. */
export const EXTENSION_CSS_MAX = 100_000;
export const EXTENSION_JS_MAX = 200_000;
/** How many extensions one account may hold. */
export const EXTENSIONS_PER_ACCOUNT_MAX = 100;
