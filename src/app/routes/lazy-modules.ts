import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { LayoutName, PageName } from "./route-table";

type Lazy = LazyExoticComponent<ComponentType>;

/** Each screen is its own chunk, so the login route loads only what it shows. */
export const PAGES: Record<PageName, Lazy> = {
  login: lazy(() => import("../../features/auth/components/LoginPage")),
  "forgot-password": lazy(() => import("../../features/auth/components/ForgotPasswordPage")),
  "reset-password": lazy(() => import("../../features/auth/components/ResetPasswordPage")),
  "get-started": lazy(() => import("../../features/auth/components/GetStartedPage")),
  channels: lazy(() => import("../../features/channels/components/ChannelsPage")),
  "channel-home": lazy(() => import("../../features/channels/components/ChannelHomePage")),
  "coming-soon": lazy(() => import("../pages/ComingSoonPage")),
};

export const LAYOUTS: Record<Exclude<LayoutName, "index" | "error">, Lazy> = {
  default: lazy(() => import("../layouts/DefaultLayout")),
  empty: lazy(() => import("../layouts/EmptyLayout")),
  "logged-out": lazy(() => import("../layouts/LoggedOutLayout")),
  "publishing-suite": lazy(
    () => import("../../features/channels/components/PublishingSuiteLayout"),
  ),
};
