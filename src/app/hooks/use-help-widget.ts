import { useEffect } from "react";
import { useIsAuthenticated } from "../../features/auth/session";
import { useProfileOverview } from "../../features/profile";
import { loadHelpWidget } from "../../lib/help-widget";

/** Starts the help widget once the signed-in user is known, and follows a change of user. */
export function useHelpWidget(): void {
  const { data } = useProfileOverview(useIsAuthenticated());
  const user = data?.userInformation.user;
  const userId = user?.userId;
  const displayName = user?.displayName;
  const mainAccountKey = user?.mainAccountKey;
  useEffect(() => {
    if (userId && displayName && mainAccountKey) {
      loadHelpWidget({ userId, displayName, mainAccountKey });
    }
  }, [userId, displayName, mainAccountKey]);
}
