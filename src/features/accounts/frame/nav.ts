import type { AccountAbilities } from "../../../../domain/schemas/abilities";

/** One link of the frame's navigation; `to` is relative to the frame's base path. */
export interface NavItem {
  id: string;
  labelKey: string;
  to: string;
  /** Active only on exactly this path (index-like entries). */
  end?: boolean;
  /** Shown only when the server says the user may do this on the page's account. */
  ability?: "manageTags" & keyof AccountAbilities;
}

/** Which frame a route renders in: the route table's parent ids with frame "admin-frame". */
export type FrameKind = "details" | "features-console" | "account-users" | "all-users";
export const FRAME_KINDS: readonly FrameKind[] = [
  "details",
  "features-console",
  "account-users",
  "all-users",
];

/** The account header tabs. */
export const DETAILS_TABS: NavItem[] = [
  { id: "overview", labelKey: "pages.details.overview", to: "overview" },
  { id: "configuration", labelKey: "pages.details.configuration", to: "configuration" },
  { id: "accounts", labelKey: "pages.details.accounts", to: "accounts" },
  { id: "users", labelKey: "pages.users.title", to: "users" },
  { id: "extensions", labelKey: "pages.details.extensions", to: "extensions" },
  { id: "apis", labelKey: "pages.details.apis", to: "apis" },
  { id: "statistics", labelKey: "pages.details.statistics", to: "statistics" },
  { id: "activity", labelKey: "pages.details.activity", to: "activity" },
];

/** Sidebars of the tabs with children, keyed by tab id. */
export const DETAILS_SIDEBARS: Record<string, NavItem[]> = {
  configuration: [
    { id: "usage", labelKey: "pages.details.usageSettings", to: "configuration", end: true },
    { id: "media", labelKey: "pages.details.media", to: "configuration/media" },
    {
      id: "advanced",
      labelKey: "pages.details.advancedSettings",
      to: "configuration/advanced-settings",
    },
    {
      id: "content-access",
      labelKey: "pages.details.contentAccess",
      to: "configuration/content-access",
    },
    { id: "sports-data", labelKey: "pages.details.sportsData", to: "configuration/sports-data" },
    { id: "ai", labelKey: "pages.details.aiMode", to: "configuration/ai" },
  ],
  extensions: [
    { id: "extensions", labelKey: "pages.details.extensionsList", to: "extensions", end: true },
    { id: "features", labelKey: "pages.details.features", to: "extensions/features" },
    { id: "plugins", labelKey: "pages.details.plugins", to: "extensions/plugins" },
  ],
  users: [
    { id: "list", labelKey: "pages.users.list", to: "users", end: true },
    { id: "invitations", labelKey: "pages.users.invitations", to: "users/invitations" },
    { id: "registrations", labelKey: "pages.users.registrations", to: "users/registrations" },
  ],
};

/** The tab a details child route belongs to, from its route id ("details-media" → configuration). */
export const DETAILS_TAB_OF_ROUTE: Record<string, string> = {
  "details-overview": "overview",
  "details-configuration": "configuration",
  "details-media": "configuration",
  "details-advanced-settings": "configuration",
  "details-content-access": "configuration",
  "details-sports-data": "configuration",
  "details-ai": "configuration",
  "details-accounts": "accounts",
  "details-users": "users",
  "details-invitations": "users",
  "details-registrations": "users",
  "details-extensions": "extensions",
  "details-features": "extensions",
  "details-plugins": "extensions",
  "details-apis": "apis",
  "details-statistics": "statistics",
  "details-activity": "activity",
};

/** The features console's own navigation. */
export const CONSOLE_NAV: NavItem[] = [
  { id: "home", labelKey: "accounts.frame.consoleHome", to: "", end: true },
  { id: "usage", labelKey: "pages.console.usageSettings", to: "usage-settings" },
  { id: "media", labelKey: "pages.details.media", to: "media" },
  { id: "advanced", labelKey: "pages.details.advancedSettings", to: "advanced-settings" },
  { id: "features", labelKey: "pages.details.features", to: "features" },
  { id: "apis", labelKey: "pages.details.apis", to: "apis" },
  { id: "tags", labelKey: "pages.console.tags", to: "tags", ability: "manageTags" },
];

/** Account users and all users: one tab per list. */
export const USERS_TABS: NavItem[] = DETAILS_SIDEBARS.users!.map((item) => ({
  ...item,
  to: item.to.replace(/^users\/?/, ""),
}));

/** Joins a base path and a relative link without a trailing slash. */
export const joinPath = (base: string, to: string): string => (to ? `${base}/${to}` : base);
