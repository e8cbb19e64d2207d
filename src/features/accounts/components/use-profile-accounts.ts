import { useIsAuthenticated } from "../../auth/lib/session";
import { useProfileOverview } from "../../profile/api/get-profile-overview";

/** "domain/key" of every account the user can act in, to know which channel links work. */
export function useProfileAccountKeys(): Set<string> {
  const { data } = useProfileOverview(useIsAuthenticated());
  const all = data ? [data.mainAccount, ...data.crossAccounts] : [];
  return new Set(all.map((a) => `${a.domain}/${a.accountKey}`));
}
