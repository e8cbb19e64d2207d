import type { AccountAccess } from "../../domain/permissions";
import type { RightName } from "../../domain/roles";

/** An AccountAccess with sensible defaults for table-driven tests. */
export function access(overrides: Partial<AccountAccess> = {}): AccountAccess {
  return {
    role: "user",
    accountDomain: "demo",
    accountKey: "newsroom",
    parentAccountKey: null,
    rights: {},
    disabledFeatures: [],
    optInFeatures: [],
    ...overrides,
  };
}

export const allow = (...names: RightName[]) => ({ allow: names });
