import type { Gate } from "../../../domain/permissions";

/** Layouts of spec §2. "index" is the root's: it never renders, the guard always redirects. */
export type LayoutName =
  | "index"
  | "default"
  | "empty"
  | "error"
  | "logged-out"
  | "publishing-suite";

/** Pages with their own screen; every other route shows its title and a "coming soon" body. */
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
  | "coming-soon";

/** One route's access rule (spec §2, §5). Rules of parent and child routes all apply. */
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
  rule?: RouteRule;
  children?: RouteDef[];
}

const account = "accounts/:accountDomain/:accountKey";

const comingSoon = (id: string, path: string, titleKey: string, rule?: RouteRule): RouteDef => ({
  id,
  path,
  titleKey,
  page: "coming-soon",
  rule,
});

const userListChildren = (prefix: string): RouteDef[] => [
  comingSoon(`${prefix}-list`, "", "pages.users.list"),
  comingSoon(`${prefix}-invitations`, "invitations", "pages.users.invitations"),
  comingSoon(`${prefix}-registrations`, "registrations", "pages.users.registrations"),
];

/** Every route of spec §2, in English; the router mounts it again under /no. */
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
    page: "coming-soon",
    rule: { open: true },
  },
  {
    id: "confirm-email",
    path: "confirm-email/:accountDomain/:confirmationCode",
    titleKey: "pages.confirmEmail",
    layout: "logged-out",
    page: "coming-soon",
    rule: { open: true, requiresAccess: true },
  },
  {
    id: "confirm-invitation",
    path: "confirm-invitation/:accountDomain/:confirmationCode",
    titleKey: "pages.confirmInvitation",
    layout: "logged-out",
    page: "coming-soon",
    rule: { open: true },
  },
  {
    id: "create-account",
    path: "create-account/:accountDomain/:confirmationCode",
    titleKey: "pages.createAccount",
    layout: "logged-out",
    page: "coming-soon",
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
    page: "coming-soon",
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
      {
        id: "channel-feed",
        path: "feed",
        titleKey: "suite.tabs.feed",
        page: "suite-feed",
        rule: { narrowOnly: true },
      },
      { id: "channel-drafts", path: "drafts", titleKey: "suite.tabs.drafts", page: "suite-drafts" },
      {
        id: "channel-user-contribution",
        path: "user-contribution",
        titleKey: "suite.tabs.comments",
        page: "suite-comments",
        rule: { gate: "use.userContribution" },
      },
    ],
  },
  {
    id: "details",
    path: `${account}/details`,
    titleKey: "pages.details.title",
    layout: "default",
    // Checked on the main account so an admin can edit its sub-accounts.
    rule: { gate: "manage.organization", gateAccount: "main" },
    children: [
      {
        id: "details-index",
        path: "",
        titleKey: "pages.details.title",
        rule: { redirectTo: "users" },
      },
      comingSoon("details-users", "users", "pages.users.list"),
      comingSoon("details-invitations", "users/invitations", "pages.users.invitations"),
      comingSoon("details-registrations", "users/registrations", "pages.users.registrations"),
      comingSoon("details-configuration", "configuration", "pages.details.configuration"),
      comingSoon("details-media", "configuration/media", "pages.details.media"),
      comingSoon(
        "details-advanced-settings",
        "configuration/advanced-settings",
        "pages.details.advancedSettings",
      ),
      comingSoon("details-extensions", "extensions", "pages.details.extensions"),
      comingSoon("details-features", "extensions/features", "pages.details.features"),
      comingSoon("details-apis", "apis", "pages.details.apis"),
    ],
  },
  {
    id: "features-console",
    path: `${account}/features-console`,
    titleKey: "pages.console.title",
    layout: "default",
    rule: { gate: "view.adminConsole" },
    children: [
      comingSoon("console-home", "", "pages.console.title"),
      comingSoon(
        "console-advanced-settings",
        "advanced-settings",
        "pages.details.advancedSettings",
      ),
      comingSoon("console-apis", "apis", "pages.details.apis"),
      comingSoon("console-features", "features", "pages.details.features"),
      comingSoon("console-media", "media", "pages.details.media"),
      comingSoon("console-usage-settings", "usage-settings", "pages.console.usageSettings"),
      {
        id: "console-tags",
        path: "tags",
        titleKey: "pages.console.tags",
        page: "tags",
        rule: { gate: "manage.tags" },
      },
    ],
  },
  {
    id: "account-users",
    path: `${account}/users`,
    titleKey: "pages.users.title",
    layout: "default",
    rule: { gate: "view.users" },
    children: userListChildren("account-users"),
  },
  {
    id: "all-users",
    path: "users",
    titleKey: "pages.users.all",
    layout: "default",
    rule: { gate: "manage.organization", gateAccount: "main" },
    children: userListChildren("all-users"),
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
