import { maskSecret, SPORTS_PROVIDERS, type SportsProvider } from "../../domain/account-settings";
import type {
  AccountConfiguration,
  AdvancedSettings,
  ContentAccess,
  MediaSettings,
  SportsData,
  UsageSettings,
} from "../../domain/schemas/account";
import { aiSettingsOf } from "../ai/settings";
import type { AccountSettings } from "../db/schema";

/** Stored domain lists are lowercase and without repeats, whatever order they came in. */
export const uniqueList = (items: readonly string[]): string[] => [...new Set(items)];

const toProvider = (value: string | undefined): SportsProvider =>
  (SPORTS_PROVIDERS as readonly string[]).includes(value ?? "")
    ? (value as SportsProvider)
    : "none";

export const usageOf = (s: AccountSettings): UsageSettings => ({
  enforceGoogleSignIn: s.enforceGoogleSignIn ?? false,
  enforceGoogleSignInFrom: s.enforceGoogleSignInFrom ?? [],
  enforceMsSignIn: s.enforceMsSignIn ?? false,
  enforceMsSignInFrom: s.enforceMsSignInFrom ?? [],
});

export const mediaOf = (s: AccountSettings): MediaSettings => ({
  imageSourceSets: s.imageSourceSets ?? [],
  imageContainerClassName: s.imageContainerClassName ?? "",
  imageBasePath: s.imageBasePath ?? "",
});

export const advancedOf = (s: AccountSettings): AdvancedSettings => ({
  linkCardHeader: s.linkCardHeader ?? null,
});

export const contentAccessOf = (s: AccountSettings): ContentAccess => ({
  allowedOrigins: s.embedAllowedOrigins ?? [],
});

/** The API key never leaves the server in full. */
export const sportsDataOf = (s: AccountSettings): SportsData => ({
  provider: toProvider(s.sportsData?.provider),
  apiKeyMasked: s.sportsData?.apiKey ? maskSecret(s.sportsData.apiKey) : null,
  competitionIds: s.sportsData?.competitionIds ?? [],
});

export { aiSettingsOf };

export const configurationOf = (s: AccountSettings): AccountConfiguration => ({
  usage: usageOf(s),
  media: mediaOf(s),
  advanced: advancedOf(s),
  contentAccess: contentAccessOf(s),
  sportsData: sportsDataOf(s),
  ai: aiSettingsOf(s),
});
