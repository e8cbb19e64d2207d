import { vi } from "vitest";
import { accountAbilities } from "../../domain/abilities";
import type { AccountAccess } from "../../domain/permissions";
import type { DomainAddress } from "../../domain/schemas/auth";
import type { LiveEvent } from "../../domain/schemas/live";
import type { AccountAccessDto, ProfileOverview } from "../../domain/schemas/profile";
import { access as domainAccess } from "../domain/fixtures";

export const CHANNEL = "11111111-1111-4111-8111-111111111111";
export const OTHER_CHANNEL = "22222222-2222-4222-8222-222222222222";

/** The user the fixtures' profiles belong to. */
export const USER_ID = "u1";

/**
 * One account as both sides see it: the server's AccountAccess and the profile's entry, with
 * the abilities the server presents for it (domain/abilities), so the app reads real answers.
 */
export const access = (
  overrides: Partial<AccountAccess> = {},
): AccountAccess & AccountAccessDto => {
  const base = domainAccess({ role: "admin", ...overrides });
  return {
    ...base,
    parentAccountKey: base.parentAccountKey ?? null,
    disabledFeatures: [...base.disabledFeatures],
    optInFeatures: [...base.optInFeatures],
    domain: base.accountDomain,
    name: "Demo Newsroom",
    displayName: "Demo Newsroom",
    abilities: accountAbilities({ access: base, userId: USER_ID }),
  };
};

export const accountDto = (overrides: Partial<AccountAccessDto> = {}): AccountAccessDto => {
  const dto = {
    role: "admin" as const,
    rights: {},
    disabledFeatures: [],
    optInFeatures: [],
    domain: "demo",
    accountKey: "newsroom",
    parentAccountKey: null,
    name: "Demo Newsroom",
    displayName: "Demo Newsroom",
    ...overrides,
  };
  const held: AccountAccess = { ...dto, accountDomain: dto.domain };
  return { abilities: accountAbilities({ access: held, userId: USER_ID }), ...dto };
};

export const profile = (
  main: AccountAccessDto,
  cross: AccountAccessDto[] = [],
): ProfileOverview => ({
  userInformation: {
    user: {
      userId: USER_ID,
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

/** A post's live event on CHANNEL; loose on purpose: each case states the fields it is about. */
export const liveEvent = (extra: object): LiveEvent =>
  ({
    id: "1",
    type: "post.published",
    channelId: CHANNEL,
    entityId: "p1",
    version: 1,
    audience: "public",
    ownerId: null,
    createdUtc: "2026-01-01T10:00:00Z",
    data: null as unknown,
    invalidates: [`feed:${CHANNEL}`],
    ...extra,
  }) as LiveEvent;
