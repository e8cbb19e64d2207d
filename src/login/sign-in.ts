import type { Locale } from "../../domain/constants";
import { defaultLandingPath } from "../../domain/paths";
import { authenticate, authenticateWithSso } from "../features/auth/api/authenticate";
import { safeRedirectUrl } from "../features/auth/lib/redirect-url";
import type { SsoPathName } from "../features/auth/lib/sso-path-names";
import { ApiError } from "../lib/api-client";
import { storage } from "../lib/local-data/web-storage";
import { localizePath } from "../lib/locale";
import { getProfileOverview } from "../lib/profile-overview";
import { GUEST_WITHOUT_CHANNEL, logError } from "../lib/session-log";

/** The login messages, each a key under auth.login.errors. */
export type LoginMessage =
  | "not-authenticated"
  | "sso-unavailable"
  | "no-region-selected"
  | "error-while-logging-in"
  | "rate-limited"
  | "problem-fetching-user"
  | "sso-required-google"
  | "sso-required-microsoft";

/** The messages that say more under their title. */
export const DESCRIBED: ReadonlySet<LoginMessage> = new Set([
  "not-authenticated",
  "sso-unavailable",
]);

function messageFor(error: unknown): LoginMessage {
  if (error instanceof ApiError) {
    if (error.errorKey === "sso-unavailable") return "sso-unavailable";
    if (error.errorKey === "sso-required-google" || error.errorKey === "sso-required-microsoft") {
      return error.errorKey;
    }
    if (error.errorKey === "rate-limited" || error.status === 429) return "rate-limited";
    if (error.status === 401) return "not-authenticated";
  }
  return "error-while-logging-in";
}

export type SignInResult = { ok: true; landing: string } | { ok: false; message: LoginMessage };

export type Credentials = { email: string; password: string } | { sso: SsoPathName };

interface SignInRequest {
  domain: string;
  credentials: Credentials;
  locale: Locale;
  /** The page the visitor was sent here from (?redirectUrl=), followed only when same-site. */
  redirectUrl: string | null;
}

/**
 * Signs in and stores the session, then reads the profile to find where the user
 * lands: the page they came from, else their default landing path. A profile that cannot be
 * read ends the session again, so nobody is left signed in with nowhere to go.
 */
export async function signIn({
  domain,
  credentials,
  locale,
  redirectUrl,
}: SignInRequest): Promise<SignInResult> {
  let jwt: string;
  try {
    ({ jwt } =
      "sso" in credentials
        ? await authenticateWithSso(domain, credentials.sso)
        : await authenticate(domain, credentials));
  } catch (error) {
    const message = messageFor(error);
    // Any other failure of a provider's button is the provider's.
    const sso = "sso" in credentials && message !== "rate-limited";
    return { ok: false, message: sso ? "sso-unavailable" : message };
  }
  storage.setToken(jwt);
  storage.setTempToken(null);
  storage.setDomain(domain);
  try {
    const profile = await getProfileOverview();
    const landing = defaultLandingPath(profile.mainAccount);
    if (landing.error) logError(GUEST_WITHOUT_CHANNEL);
    return {
      ok: true,
      landing: safeRedirectUrl(redirectUrl) ?? localizePath(landing.path, locale),
    };
  } catch (error) {
    logError("Fetching the profile after login failed", error);
    storage.setToken(null);
    return { ok: false, message: "problem-fetching-user" };
  }
}
