import type { AccountAccessDto, ProfileOverview } from "../../../../domain/schemas/profile";

/** The profile's entry for one account: the main account or one of the cross accounts. */
export function findAccountDto(
  profile: ProfileOverview | undefined,
  accountDomain: string,
  accountKey: string,
): AccountAccessDto | null {
  if (!profile) return null;
  return (
    [profile.mainAccount, ...profile.crossAccounts].find(
      (a) => a.domain === accountDomain && a.accountKey === accountKey,
    ) ?? null
  );
}

export const mainAccess = (profile: ProfileOverview | undefined): AccountAccessDto | null =>
  profile ? profile.mainAccount : null;
