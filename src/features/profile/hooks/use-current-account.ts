import { useMemo } from "react";
import { useParams } from "react-router-dom";
import type { AccountAbilities } from "../../../../domain/schemas/abilities";
import type { AccountAccessDto } from "../../../../domain/schemas/profile";
import { useIsAuthenticated } from "../../auth";
import { useProfileOverview } from "../api/get-profile-overview";
import { findAccountDto } from "../lib/account-access";

export interface CurrentAccount {
  dto: AccountAccessDto;
  /** What the user may do in this account, as the server presented it. */
  abilities: AccountAbilities;
  main: AccountAccessDto;
}

/** The account the page is about: the one in the URL, else the user's main account. */
export function useCurrentAccount(): CurrentAccount | null {
  const { accountDomain, accountKey } = useParams();
  const authenticated = useIsAuthenticated();
  const { data } = useProfileOverview(authenticated);
  // One object per profile and account: memoized screens take `access` as a prop, and a new
  // object on every render re-rendered them all on any change of their parent.
  return useMemo(() => {
    if (!data) return null;
    const dto =
      (accountDomain && accountKey && findAccountDto(data, accountDomain, accountKey)) ||
      data.mainAccount;
    return { dto, abilities: dto.abilities, main: data.mainAccount };
  }, [data, accountDomain, accountKey]);
}
