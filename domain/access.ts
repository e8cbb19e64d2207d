import type { AccountAccess } from "./permissions";
import type { AccountAccessDto } from "./schemas/profile";

/** The profile overview's account entry as an AccountAccess for `can`. */
export const accessFromDto = (dto: AccountAccessDto): AccountAccess => ({
  role: dto.role,
  accountDomain: dto.domain,
  accountKey: dto.accountKey,
  parentAccountKey: dto.parentAccountKey,
  rights: dto.rights,
  disabledFeatures: dto.disabledFeatures,
  optInFeatures: dto.optInFeatures,
});
