/**
 * Ready-made integrations an administrator switches on per account (not in the spec:
 * designed here). Each is a small, known piece of code shipped with Ticker, so unlike an
 * extension it needs no review; the account stores only which ones are on.
 *
 * Only plugins that work end to end are listed: the scoreboard, live standings,
 * analytics hook and newsletter sign-up left the catalogue, and migration 090 removed their
 * ids from accounts that had stored them (normalizePlugins ignores any that remain).
 * What each plugin does is in docs/plugins.md.
 */
export const PLUGINS = [
  { id: "poll", category: "engagement" },
  { id: "socialShare", category: "engagement" },
] as const;

export type PluginId = (typeof PLUGINS)[number]["id"];
export type PluginCategory = (typeof PLUGINS)[number]["category"];

export const PLUGIN_IDS = PLUGINS.map((p) => p.id) as [PluginId, ...PluginId[]];

export const PLUGIN_CATEGORIES: readonly PluginCategory[] = ["engagement"];

/** Keeps catalogue order and drops unknown or repeated ids. */
export const normalizePlugins = (ids: readonly string[]): PluginId[] =>
  PLUGIN_IDS.filter((id) => ids.includes(id));
