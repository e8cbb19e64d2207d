import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { LayoutName, PageName } from "./route-table";

type Lazy = LazyExoticComponent<ComponentType>;

/** Each screen is its own chunk, so the login route loads only what it shows. */
export const PAGES: Record<PageName, Lazy> = {
  login: lazy(() => import("../../features/auth/components/LoginPage")),
  "forgot-password": lazy(() => import("../../features/auth/components/ForgotPasswordPage")),
  "reset-password": lazy(() => import("../../features/auth/components/ResetPasswordPage")),
  "get-started": lazy(() => import("../../features/auth/components/GetStartedPage")),
  channels: lazy(() => import("../pages/ChannelsListPage")),
  tags: lazy(() => import("../../features/tags/components/TagsPage")),
  "channel-home": lazy(() => import("../suite/EditorialPage")),
  "suite-feed": lazy(() => import("../suite/FeedPage")),
  "suite-drafts": lazy(() => import("../suite/DraftsPage")),
  "suite-comments": lazy(() => import("../suite/CommentsPage")),
  "coming-soon": lazy(() => import("../pages/ComingSoonPage")),
};

export const LAYOUTS: Record<Exclude<LayoutName, "index" | "error">, Lazy> = {
  default: lazy(() => import("../layouts/DefaultLayout")),
  empty: lazy(() => import("../layouts/EmptyLayout")),
  "logged-out": lazy(() => import("../layouts/LoggedOutLayout")),
  "publishing-suite": lazy(() => import("../suite/PublishingSuiteLayout")),
};
