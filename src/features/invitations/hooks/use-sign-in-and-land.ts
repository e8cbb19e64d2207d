import { useNavigate } from "react-router-dom";
import { defaultLandingPath } from "../../../../domain/paths";
import { queryClient } from "../../../lib/query-client";
import { GUEST_WITHOUT_CHANNEL, logError } from "../../../lib/session-log";
import { useLocalize } from "../../../lib/use-locale";
import { startSession } from "../../auth";
import { profileOverviewQuery } from "../../profile";

/** Stores a new user's token and goes where a sign-in would land. */
export function useSignInAndLand(): (jwt: string, domain: string) => Promise<void> {
  const navigate = useNavigate();
  const localize = useLocalize();
  return async (jwt, domain) => {
    startSession(jwt, domain);
    const profile = await queryClient.fetchQuery(profileOverviewQuery());
    const landing = defaultLandingPath(profile.mainAccount);
    if (landing.error) logError(GUEST_WITHOUT_CHANNEL);
    navigate(localize(landing.path), { replace: true });
  };
}
