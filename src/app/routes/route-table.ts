import type { Gate } from "../../../domain/permissions";

/** Layouts. "index" is the root's: it never renders, the guard always redirects. */
export type LayoutName =
  | "index"
  | "default"
  | "empty"
  | "error"
  | "logged-out"
  | "publishing-suite";

/** The screen of each page route. */
export type PageName =
  | "login"
  | "forgot-password"
  | "reset-password"
  | "get-started"
  | "channels"
  | "channel-home"
  | "suite-feed"
  | "suite-drafts"
  | "suite-comments"
  | "tags"
  // accounts and configuration
  | "accounts"
  | "admin-frame"
  | "admin-overview"
  | "admin-accounts"
  | "config-usage"
  | "config-media"
  | "config-advanced"
  | "config-content-access"
  | "config-sports-data"
  | "config-ai"
  // extensions, features, API keys
  | "console-home"
  | "extensions"
  | "features"
  | "plugins"
  | "api-keys"
  // users, invitations, registration pages, onboarding
  | "users-list"
  | "users-invitations"
  | "users-registrations"
  | "confirm-invitation"
  | "create-account"
  // profile and sign-in-as
  | "auto-login"
  | "confirm-email"
  // statistics and activity
  | "statistics"
  | "activity-log";

/** One route's access rule. Rules of parent and child routes all apply. */
export interface RouteRule {
  /** Reachable without signing in. */
  open?: boolean;
  /** The root: every check fails, the user goes to the default path. */
  denied?: boolean;
  /** open, but the check needs an access object (confirm-email). */
  requiresAccess?: boolean;
  gate?: Gate;
  /** Which account the gate is asked on: the route's (default) or the user's main account. */
  gateAccount?: "route" | "main";
  /** accessChannel(:channelId). */
  channel?: boolean;
  /** Page validation: valid only on viewports narrower than FEED_MAX_WIDTH. */
  narrowOnly?: boolean;
  /** Route-rule redirect, relative to this route's path. */
  redirectTo?: string;
}

export interface RouteDef {
  /** Stable id, shared by both languages (the router suffixes it per locale). */
  id: string;
  /** English path relative to the parent ("" for an index route). */
  path: string;
  titleKey: string;
  layout?: LayoutName;
  page?: PageName;
  /** A page that frames the children (header tabs, sidebars) and renders an <Outlet />. */
  frame?: PageName;
  rule?: RouteRule;
  children?: RouteDef[];
}

const account = "accounts/:accountDomain/:accountKey";

const screen = (
  id: string,
  path: string,
  titleKey: string,
  page: PageName,
  rule?: RouteDef["rule"],
): RouteDef => ({ id, path, titleKey, page, ...(rule && { rule }) });

const userListChildren = (
  [list, invitations, registrations]: [string, string, string],
  base = "",
): RouteDef[] => [
  screen(list, base, "pages.users.list", "users-list"),
  screen(
    invitations,
    [base, "invitations"].filter(Boolean).join("/"),
    "pages.users.invitations",
    "users-invitations",
  ),
  screen(
    registrations,
    [base, "registrations"].filter(Boolean).join("/"),
    "pages.users.registrations",
    "users-registrations",
  ),
];

/** Every route, in English; the router mounts it again under /no. */
export const ROUTE_TABLE: RouteDef[] = [
  { id: "root", path: "", titleKey: "app.name", layout: "index", rule: { denied: true } },
  {
    id: "login",
    path: "login",
    titleKey: "auth.login.title",
    layout: "empty",
    page: "login",
    rule: { open: true },
  },
  {
    id: "forgot-password",
    path: "forgot-password",
    titleKey: "auth.forgot.title",
    layout: "empty",
    page: "forgot-password",
    rule: { open: true },
  },
  {
    id: "get-started",
    path: "get-started",
    titleKey: "auth.getStarted.title",
    layout: "logged-out",
    page: "get-started",
    rule: { open: true },
  },
  {
    id: "auto-login",
    path: "auto-login",
    titleKey: "pages.autoLogin",
    layout: "logged-out",
    page: "auto-login",
    rule: { open: true },
  },
  {
    id: "confirm-email",
    path: "confirm-email/:accountDomain/:confirmationCode",
    titleKey: "pages.confirmEmail",
    layout: "logged-out",
    page: "confirm-email",
    rule: { open: true, requiresAccess: true },
  },
  {
    id: "confirm-invitation",
    path: "confirm-invitation/:accountDomain/:confirmationCode",
    titleKey: "pages.confirmInvitation",
    layout: "logged-out",
    page: "confirm-invitation",
    rule: { open: true },
  },
  {
    id: "create-account",
    path: "create-account/:accountDomain/:confirmationCode",
    titleKey: "pages.createAccount",
    layout: "logged-out",
    page: "create-account",
    rule: { open: true },
  },
  {
    id: "reset-password",
    path: "reset-password/:accountDomain/:confirmationCode",
    titleKey: "auth.reset.title",
    layout: "logged-out",
    page: "reset-password",
    rule: { open: true },
  },
  {
    id: "accounts",
    path: "accounts",
    titleKey: "pages.accounts",
    layout: "default",
    page: "accounts",
    rule: { gate: "manage.organization", gateAccount: "main" },
  },
  {
    id: "channels",
    path: `${account}/channels`,
    titleKey: "channels.title",
    layout: "default",
    page: "channels",
    rule: { gate: "view.channels" },
  },
  {
    id: "channel",
    path: `${account}/channels/:channelId`,
    titleKey: "suite.title",
    layout: "publishing-suite",
    rule: { channel: true },
    children: [
      { id: "channel-home", path: "", titleKey: "suite.tabs.editorial", page: "channel-home" },
      screen("channel-feed", "feed", "suite.tabs.feed", "suite-feed", { narrowOnly: true }),
      { id: "channel-drafts", path: "drafts", titleKey: "suite.tabs.drafts", page: "suite-drafts" },
      screen(
        "channel-user-contribution",
        "user-contribution",
        "suite.tabs.comments",
        "suite-comments",
        { gate: "use.userContribution" },
      ),
    ],
  },
  {
    id: "details",
    path: `${account}/details`,
    titleKey: "pages.details.title",
    layout: "default",
    frame: "admin-frame",
    // Checked on the main account so an admin can edit its sub-accounts.
    rule: { gate: "manage.organization", gateAccount: "main" },
    children: [
      {
        id: "details-index",
        path: "",
        titleKey: "pages.details.title",
        rule: { redirectTo: "users" },
      },
      screen("details-overview", "overview", "pages.details.overview", "admin-overview"),
      ...userListChildren(
        ["details-users", "details-invitations", "details-registrations"],
        "users",
      ),
      screen(
        "details-configuration",
        "configuration",
        "pages.details.usageSettings",
        "config-usage",
      ),
      screen("details-media", "configuration/media", "pages.details.media", "config-media"),
      screen(
        "details-advanced-settings",
        "configuration/advanced-settings",
        "pages.details.advancedSettings",
        "config-advanced",
      ),
      screen(
        "details-content-access",
        "configuration/content-access",
        "pages.details.contentAccess",
        "config-content-access",
      ),
      screen(
        "details-sports-data",
        "configuration/sports-data",
        "pages.details.sportsData",
        "config-sports-data",
      ),
      screen("details-ai", "configuration/ai", "pages.details.aiMode", "config-ai"),
      screen("details-accounts", "accounts", "pages.details.accounts", "admin-accounts"),
      screen("details-extensions", "extensions", "pages.details.extensionsList", "extensions"),
      screen("details-features", "extensions/features", "pages.details.features", "features"),
      screen("details-plugins", "extensions/plugins", "pages.details.plugins", "plugins"),
      screen("details-apis", "apis", "pages.details.apis", "api-keys"),
      screen("details-statistics", "statistics", "pages.details.statistics", "statistics"),
      screen("details-activity", "activity", "pages.details.activity", "activity-log"),
    ],
  },
  {
    id: "features-console",
    path: `${account}/features-console`,
    titleKey: "pages.console.title",
    layout: "default",
    frame: "admin-frame",
    rule: { gate: "view.adminConsole" },
    children: [
      screen("console-home", "", "pages.console.title", "console-home"),
      screen(
        "console-advanced-settings",
        "advanced-settings",
        "pages.details.advancedSettings",
        "config-advanced",
      ),
      screen("console-apis", "apis", "pages.details.apis", "api-keys"),
      screen("console-features", "features", "pages.details.features", "features"),
      screen("console-media", "media", "pages.details.media", "config-media"),
      screen(
        "console-usage-settings",
        "usage-settings",
        "pages.console.usageSettings",
        "config-usage",
      ),
      screen("console-tags", "tags", "pages.console.tags", "tags", { gate: "manage.tags" }),
    ],
  },
  {
    id: "account-users",
    path: `${account}/users`,
    titleKey: "pages.users.title",
    layout: "default",
    frame: "admin-frame",
    rule: { gate: "view.users" },
    children: userListChildren([
      "account-users-list",
      "account-users-invitations",
      "account-users-registrations",
    ]),
  },
  {
    id: "all-users",
    path: "users",
    titleKey: "pages.users.all",
    layout: "default",
    frame: "admin-frame",
    rule: { gate: "manage.organization", gateAccount: "main" },
    children: userListChildren([
      "all-users-list",
      "all-users-invitations",
      "all-users-registrations",
    ]),
  },
];

/** Flattens the table to full English paths, for tests and link checks. */
export function flattenRoutes(
  defs: RouteDef[] = ROUTE_TABLE,
  base = "",
): { id: string; path: string; rules: RouteRule[] }[] {
  return defs.flatMap((def) => {
    const path = [base, def.path].filter(Boolean).join("/");
    const self = { id: def.id, path: `/${path}`, rules: def.rule ? [def.rule] : [] };
    if (!def.children) return [self];
    return flattenRoutes(def.children, path).map((child) => ({
      ...child,
      rules: [...self.rules, ...child.rules],
    }));
  });
}
