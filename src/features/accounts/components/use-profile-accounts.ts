import { useIsAuthenticated } from "../../auth";
import { useProfileOverview } from "../../profile";

/** "domain/key" of every account the user can act in, to know which channel links work. */
export function useProfileAccountKeys(): Set<string> {
  const { data } = useProfileOverview(useIsAuthenticated());
  const all = data ? [data.mainAccount, ...data.crossAccounts] : [];
  return new Set(all.map((a) => `${a.domain}/${a.accountKey}`));
}
