import type { AccountAccess } from "../../domain/permissions";
import type { AccountAccessDto, ProfileOverview } from "../../domain/schemas/profile";

export const CHANNEL = "11111111-1111-4111-8111-111111111111";
export const OTHER_CHANNEL = "22222222-2222-4222-8222-222222222222";

export const access = (overrides: Partial<AccountAccess> = {}): AccountAccess => ({
  role: "admin",
  accountDomain: "demo",
  accountKey: "newsroom",
  parentAccountKey: null,
  rights: {},
  disabledFeatures: [],
  optInFeatures: [],
  ...overrides,
});

export const accountDto = (overrides: Partial<AccountAccessDto> = {}): AccountAccessDto => ({
  role: "admin",
  rights: {},
  disabledFeatures: [],
  optInFeatures: [],
  domain: "demo",
  accountKey: "newsroom",
  parentAccountKey: null,
  name: "Demo Newsroom",
  displayName: "Demo Newsroom",
  ...overrides,
});

export const profile = (
  main: AccountAccessDto,
  cross: AccountAccessDto[] = [],
): ProfileOverview => ({
  userInformation: {
    user: {
      userId: "u1",
      displayName: "Ada Admin",
      username: "admin",
      email: "admin@ticker.local",
      avatarUrl: null,
      userRole: main.role,
      mainAccountDomain: main.domain,
      mainAccountKey: main.accountKey,
      mainAccountName: main.name,
      crossAccountAccessKeys: cross.map((c) => c.accountKey),
      isRepresented: false,
      googleBound: false,
      microsoftBound: false,
      mainAuthor: { displayName: "Ada Admin", content: { url: null }, rights: {} },
    },
  },
  mainAccount: main,
  crossAccounts: cross,
});
