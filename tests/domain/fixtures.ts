import type { AccountAccess } from "../../domain/permissions";
import type { RightName } from "../../domain/roles";
import type { PostAbilities } from "../../domain/schemas/abilities";

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

/** What may be done with a post: nothing, but what `over` grants. */
export const postAbilities = (over: Partial<PostAbilities> = {}): PostAbilities => ({
  edit: false,
  delete: false,
  pin: false,
  highlight: false,
  reorder: false,
  keyEvent: false,
  ...over,
});
