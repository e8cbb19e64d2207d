import { type ComponentType, type LazyExoticComponent, lazy as reactLazy } from "react";
import type { RouteStrings } from "../../lib/first-screen-strings";
import { loadEveryString, loadEveryStringSoon, loadRouteStrings } from "../../lib/i18n";
import { afterSuiteHeading } from "../layouts/suite-heading-paint";
import type { LayoutName, PageName } from "./route-table";

type Load = () => Promise<{ default: ComponentType }>;
/** A lazy screen that can be started before it renders (the first screen, at boot). */
export type Lazy = LazyExoticComponent<ComponentType> & { preload: () => void };

const preloadable = (load: Load): Lazy => {
  let loading: ReturnType<Load> | null = null;
  const once = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(reactLazy(once), { preload: () => void once().catch(() => undefined) });
};

/**
 * A screen beyond the first: its chunk resolves once the language's every string is there
 * (fetched alongside), so it never shows a key. The entry holds only the first screen's strings.
 */
const lazy = (load: Load): Lazy =>
  preloadable(() => Promise.all([load(), loadEveryString()]).then(([module]) => module));

/**
 * A screen of the channels list or the suite: it waits only for its route's strings (a few KB
 * where the whole language is ~19 KB brotli, which crossed a slow link before the largest
 * paint), and the rest of the language follows after the first paint.
 */
const withRouteStrings = (set: RouteStrings, load: Load): Lazy =>
  preloadable(() =>
    Promise.all([load(), loadRouteStrings(set)]).then(([module]) => {
      loadEveryStringSoon();
      return module;
    }),
  );

/** The login route's hand-over to the sign-in page: the entry's strings cover it. */
const firstScreen = (load: Load): Lazy => preloadable(load);

/** Each screen is its own chunk, so a route loads only what it shows. */
export const PAGES: Record<PageName, Lazy> = {
  login: firstScreen(() => import("../pages/LoginHandoff")),
  "forgot-password": lazy(() => import("../../features/auth/pages/ForgotPasswordPage")),
  "reset-password": lazy(() => import("../../features/auth/pages/ResetPasswordPage")),
  "get-started": lazy(() => import("../../features/auth/pages/GetStartedPage")),
  channels: withRouteStrings(
    "channels",
    () => import("../../features/channels/pages/ChannelsListPage"),
  ),
  tags: lazy(() => import("../../features/tags/pages/TagsPage")),
  // The suite's screens, started at boot with the route, wait for its heading's paint.
  "channel-home": withRouteStrings("suite", () =>
    afterSuiteHeading().then(() => import("../../features/suite/pages/EditorialPage")),
  ),
  "suite-feed": withRouteStrings("suite", () =>
    afterSuiteHeading().then(() => import("../../features/suite/pages/FeedPage")),
  ),
  "suite-drafts": withRouteStrings("suite", () =>
    afterSuiteHeading().then(() => import("../../features/suite/pages/DraftsPage")),
  ),
  "suite-comments": withRouteStrings("suite", () =>
    afterSuiteHeading().then(() => import("../../features/suite/pages/CommentsPage")),
  ),
  accounts: lazy(() => import("../../features/accounts/pages/AccountsPage")),
  "admin-frame": lazy(() => import("../../features/accounts/pages/AdminFrame")),
  "admin-overview": lazy(() => import("../../features/accounts/pages/OverviewPage")),
  "admin-accounts": lazy(() => import("../../features/accounts/pages/SubAccountsPage")),
  "config-usage": lazy(() => import("../../features/accounts/pages/UsageSettingsPage")),
  "config-media": lazy(() => import("../../features/accounts/pages/MediaSettingsPage")),
  "config-advanced": lazy(() => import("../../features/accounts/pages/AdvancedSettingsPage")),
  "config-content-access": lazy(() => import("../../features/accounts/pages/ContentAccessPage")),
  "config-sports-data": lazy(() => import("../../features/accounts/pages/SportsDataPage")),
  "config-ai": lazy(() => import("../../features/accounts/pages/AiSettingsPage")),
  "console-home": lazy(() => import("../../features/feature-flags/pages/ConsoleHomePage")),
  extensions: lazy(() => import("../../features/extensions/pages/ExtensionsPage")),
  features: lazy(() => import("../../features/feature-flags/pages/FeaturesPage")),
  plugins: lazy(() => import("../../features/extensions/pages/PluginsPage")),
  "api-keys": lazy(() => import("../../features/api-keys/pages/ApiKeysPage")),
  "users-list": lazy(() => import("../../features/users/pages/UsersListPage")),
  "users-invitations": lazy(() => import("../../features/invitations/pages/InvitationsPage")),
  "users-registrations": lazy(
    () => import("../../features/invitations/pages/RegistrationPagesPage"),
  ),
  "confirm-invitation": lazy(
    () => import("../../features/invitations/pages/ConfirmInvitationPage"),
  ),
  "create-account": lazy(() => import("../../features/invitations/pages/CreateAccountPage")),
  "auto-login": lazy(() => import("../../features/auth/pages/AutoLoginPage")),
  "confirm-email": lazy(() => import("../../features/profile/pages/ConfirmEmailPage")),
  statistics: lazy(() => import("../../features/statistics/pages/StatisticsPage")),
  "activity-log": lazy(() => import("../../features/activity/pages/ActivityLogPage")),
};

export const LAYOUTS: Record<Exclude<LayoutName, "index" | "error">, Lazy> = {
  // Other routes share this layout: its strings are in the channels list's (their pages wait for
  // the whole language, which then comes as the rest past those).
  default: withRouteStrings("channels", () => import("../layouts/DefaultLayout")),
  empty: firstScreen(() => import("../layouts/EmptyLayout")),
  "logged-out": firstScreen(() => import("../layouts/LoggedOutLayout")),
  "publishing-suite": withRouteStrings("suite", () => import("../layouts/PublishingSuiteLayout")),
};
