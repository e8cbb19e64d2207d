import { useIsRestoring, useQueryClient } from "@tanstack/react-query";
import { Suspense, useDeferredValue, useEffect } from "react";
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from "react-router-dom";
import { paths } from "../../../domain/paths";
import { FullScreenSpinner } from "../../components/FullScreenSpinner";
import { endSession, useIsAuthenticated } from "../../features/auth/session";
import {
  findAccountDto,
  mainAccess,
  PROFILE_QUERY_KEY,
  useProfileOverview,
} from "../../features/profile";
import { localizePath, readLocaleCookie } from "../../lib/locale";
import { GUEST_WITHOUT_CHANNEL, logError } from "../../lib/session-log";
import { useLocale } from "../../lib/use-locale";
import { useViewportWidth } from "../../lib/use-viewport-width";
import { useDocumentTitle } from "../hooks/use-document-title";
import { ErrorLayout } from "../layouts/ErrorLayout";
import { NoChannelPage } from "../pages/NoChannelPage";
import { NotFoundPage } from "../pages/NotFoundPage";
import { isRouteHandle } from "../routes/route-handle";
import { decide, profileStateOf } from "./decide";
import { ProfileUnavailable } from "./ProfileUnavailable";

/** Reads the matched routes' rules and the cached profile, and lets `decide` rule. */
export function RouteGuard() {
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const width = useViewportWidth();
  const authenticated = useIsAuthenticated();
  const restoring = useIsRestoring();
  const profileQuery = useProfileOverview(authenticated && !restoring);

  const handles = matches.map((m) => m.handle).filter(isRouteHandle);
  const rules = handles.some((h) => h.notFound)
    ? null
    : handles.flatMap((h) => (h.rule ? [h.rule] : []));
  const params = matches.at(-1)?.params ?? {};
  const { accountDomain, accountKey, channelId } = params;
  // The profile's arrival mounts the whole layout and page: deferred, that render is sliced so
  // it yields to input, instead of one store update's synchronous render of everything.
  const profile = useDeferredValue(profileQuery.data);

  const profileState = profileStateOf({
    restoring,
    authenticated,
    hasProfile: Boolean(profile),
    pending: profileQuery.isPending,
    fetching: profileQuery.fetchStatus === "fetching",
    paused: profileQuery.fetchStatus === "paused",
    error: profileQuery.error,
  });

  const decision = decide({
    url: `${location.pathname}${location.search}${location.hash}`,
    pathname: location.pathname,
    locale,
    rules,
    viewportWidth: width,
    authenticated,
    profile: profileState,
    mainAccess: mainAccess(profile),
    routeAccess:
      accountDomain && accountKey ? findAccountDto(profile, accountDomain, accountKey) : null,
    routeNamesAccount: Boolean(accountDomain && accountKey),
    channelId,
    cookieLocale: readLocaleCookie(),
  });

  useDocumentTitle(
    decision.kind === "not-found" ? "errors.pageNotFound" : handles.at(-1)?.titleKey,
  );

  const logoutNow = decision.kind === "logout";
  const noChannel = decision.kind === "no-channel";
  useEffect(() => {
    if (noChannel) logError(GUEST_WITHOUT_CHANNEL);
  }, [noChannel]);
  // A guest's only channel can be archived while they work: each navigation asks again.
  const guest = mainAccess(profile)?.role === "guest";
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger
  useEffect(() => {
    if (guest) void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  }, [guest, queryClient, location.pathname]);
  useEffect(() => {
    if (!logoutNow) return;
    if (profileQuery.error) logError("Fetching the profile failed", profileQuery.error);
    navigate(localizePath(paths.login, locale), { replace: true });
    endSession();
  }, [logoutNow, navigate, locale, profileQuery.error]);

  switch (decision.kind) {
    case "wait":
    case "logout":
      return <FullScreenSpinner />;
    case "unavailable":
      return (
        <ErrorLayout>
          <ProfileUnavailable retry={() => void profileQuery.refetch()} />
        </ErrorLayout>
      );
    case "no-channel":
      return (
        <ErrorLayout>
          <NoChannelPage />
        </ErrorLayout>
      );
    case "not-found":
      return (
        <ErrorLayout>
          <NotFoundPage message={decision.message} />
        </ErrorLayout>
      );
    case "redirect":
      return <Navigate to={decision.to} replace />;
    case "allow":
      return (
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      );
  }
}
