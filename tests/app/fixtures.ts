import { vi } from "vitest";
import type { AccountAccess } from "../../domain/permissions";
import type { DomainAddress } from "../../domain/schemas/auth";
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

/** The demo region as GET /auth/get-domain-addresses lists it, with both providers configured. */
export const DEMO_REGION: DomainAddress = {
  displayName: "Demo (Europe)",
  address: "demo",
  ssoProviders: ["google", "microsoft"],
};

/**
 * Stubs `fetch` so the region list (which decides the SSO buttons) answers with the demo region,
 * and every other call goes to `handler`.
 */
export function stubFetchWithRegions(handler: typeof fetch): void {
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes("/auth/get-domain-addresses")
      ? Promise.resolve(
          new Response(JSON.stringify([DEMO_REGION]), {
            status: 200,
            headers: { "content-type": "application/json" },
          }),
        )
      : handler(input, init),
  );
}
