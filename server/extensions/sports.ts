import { SPORTS_PROVIDERS, type SportsProvider } from "../../domain/account-settings";
import type { ExtensionSports } from "../../domain/schemas/extension-bridge";
import type { AccountSettings } from "../db/schema";

/**
 * The account's sports data as extensions get it: provider and competitions. The
 * provider's API key stays on the server: extension code runs in browsers, where any reader
 * (embed) or editor (suite) could read it.
 */
export function extensionSports(settings: AccountSettings): ExtensionSports {
  const provider = settings.sportsData?.provider;
  return {
    provider: (SPORTS_PROVIDERS as readonly string[]).includes(provider ?? "")
      ? (provider as SportsProvider)
      : "none",
    competitionIds: settings.sportsData?.competitionIds ?? [],
  };
}
