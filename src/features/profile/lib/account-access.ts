import { accessFromDto } from "../../../../domain/access";
import type { AccountAccess } from "../../../../domain/permissions";
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

export function findAccountAccess(
  profile: ProfileOverview | undefined,
  accountDomain: string,
  accountKey: string,
): AccountAccess | null {
  const dto = findAccountDto(profile, accountDomain, accountKey);
  return dto ? accessFromDto(dto) : null;
}

export const mainAccess = (profile: ProfileOverview | undefined): AccountAccess | null =>
  profile ? accessFromDto(profile.mainAccount) : null;
