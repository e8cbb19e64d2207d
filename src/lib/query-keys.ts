/**
 * Every React Query key of the app, in one vocabulary. Features build their keys here, and live
 * invalidation (features/live/lib/invalidation.ts) names the same prefixes, so an event's
 * `invalidates` entry reaches exactly the queries a screen holds. Parameters are plain values
 * (lib/ knows no feature types): the features' hooks type them. The first element is the root
 * that query-client.ts persists by; a key's prefix invalidates everything under it.
 */
export const queryKeys = {
  profile: { overview: ["profile", "overview"] as const },
  auth: { domains: ["auth", "domains"] as const },
  accounts: {
    all: ["accounts"] as const,
    subAccounts: (host: string) => ["accounts", "sub-accounts", host] as const,
    channels: (host: string) => ["accounts", "channels", host] as const,
    details: (domain: string, key: string) => ["accounts", "details", domain, key] as const,
  },
  features: (host: string) => ["account-features", host] as const,
  statistics: (host: string) => ["statistics", host] as const,
  audience: (host: string, channelId: string, range: string) =>
    ["statistics", host, "audience", channelId, range] as const,
  activity: {
    page: (host: string, page: number, pageSize: number, filters: object) =>
      ["activity", host, page, pageSize, filters] as const,
    people: (host: string) => ["activity", host, "people"] as const,
  },
  users: {
    all: ["users"] as const,
    list: (host: string, scope: string) => ["users", "list", host, scope] as const,
    search: (host: string, query: string) => ["users", "search", host, query] as const,
    accessible: (host: string, id: string) => ["users", "accessible", host, id] as const,
  },
  invitations: {
    all: ["invitations"] as const,
    list: (host: string, scope: string, page: number) =>
      ["invitations", host, scope, page] as const,
    accounts: (host: string) => ["invitations", host, "accounts"] as const,
    public: (domain: string, code: string) => ["public-invitation", domain, code] as const,
  },
  registrationPages: {
    all: ["registration-pages"] as const,
    list: (host: string, scope: string) => ["registration-pages", host, scope] as const,
  },
  tags: (host: string) => ["tags", host] as const,
  postIcons: (host: string) => ["post-icons", host] as const,
  channels: {
    list: (host: string) => ["channels", host] as const,
    one: (host: string, channelId: string) => ["channels", host, channelId] as const,
    overview: (host: string, channelId: string) =>
      ["channels", host, channelId, "overview"] as const,
  },
  topText: (host: string, channelId: string) => ["top-text", host, channelId] as const,
  countdowns: (host: string, channelId: string) => ["countdowns", host, channelId] as const,
  feed: {
    root: (host: string, channelId: string) => ["feed", host, channelId] as const,
    search: (host: string, channelId: string, q = "") => ["feed", host, channelId, q] as const,
  },
  drafts: (host: string, channelId: string) => ["drafts", host, channelId] as const,
  /** Every channel's drafts: the outbox replays writes of any channel. */
  allDrafts: ["drafts"] as const,
  contributions: {
    all: (channelId: string) => ["contributions", channelId] as const,
    list: (host: string, channelId: string, kind: string, filter: string) =>
      ["contributions", channelId, "list", host, kind, filter] as const,
    settings: (host: string, channelId: string) =>
      ["contributions", channelId, "settings", host] as const,
  },
  polls: {
    all: (channelId: string) => ["polls", channelId] as const,
    results: (channelId: string, postId: string, pollId: string) =>
      ["polls", channelId, postId, pollId] as const,
  },
  ai: (host: string) => ["ai", host] as const,
};
