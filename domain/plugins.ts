/**
 * Ready-made integrations an administrator switches on per account (not in the spec:
 * designed here). Each is a small, known piece of code shipped with Ticker, so unlike an
 * extension it needs no review; the account stores only which ones are on.
 */
export const PLUGINS = [
  { id: "poll", category: "engagement" },
  { id: "scoreboard", category: "sports" },
  { id: "liveStandings", category: "sports" },
  { id: "analytics", category: "insights" },
  { id: "socialShare", category: "engagement" },
  { id: "newsletterSignup", category: "engagement" },
] as const;

export type PluginId = (typeof PLUGINS)[number]["id"];
export type PluginCategory = (typeof PLUGINS)[number]["category"];

export const PLUGIN_IDS = PLUGINS.map((p) => p.id) as [PluginId, ...PluginId[]];

export const PLUGIN_CATEGORIES: readonly PluginCategory[] = ["engagement", "sports", "insights"];

/** Keeps catalogue order and drops unknown or repeated ids. */
export const normalizePlugins = (ids: readonly string[]): PluginId[] =>
  PLUGIN_IDS.filter((id) => ids.includes(id));
