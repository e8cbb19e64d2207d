import { DEFAULT_LOCALE, LOCALES } from "./constants";
import type { ChannelSet } from "./schemas/abilities";

/** English paths; the Norwegian ones add the /no prefix (see src/app/paths). */
export const paths = {
  root: "/",
  login: "/login",
  forgotPassword: "/forgot-password",
  getStarted: "/get-started",
  autoLogin: "/auto-login",
  confirmEmail: (domain: string, code: string) => `/confirm-email/${domain}/${code}`,
  confirmInvitation: (domain: string, code: string) => `/confirm-invitation/${domain}/${code}`,
  createAccount: (domain: string, code: string) => `/create-account/${domain}/${code}`,
  resetPassword: (domain: string, code: string) => `/reset-password/${domain}/${code}`,
  accounts: "/accounts",
  users: "/users",
  account: (domain: string, key: string) => `/accounts/${domain}/${key}`,
  channels: (domain: string, key: string) => `/accounts/${domain}/${key}/channels`,
  channel: (domain: string, key: string, channelId: string) =>
    `/accounts/${domain}/${key}/channels/${channelId}`,
} as const;

export type LandingResult = { path: string; error?: "guest-without-channel" };

/** An account of the profile overview, as far as where to land in it goes. */
export interface LandingAccount {
  domain: string;
  accountKey: string;
  abilities: { openChannels: ChannelSet };
}

/**
 * Default landing path after login, read from the channels the server says the user may open:
 * no account → login; all of them → the account's channels; only some (a guest) → the first
 * (none: the root, where the guard says "You don't have access to any channel", with an error
 * to log).
 */
export function defaultLandingPath(account: LandingAccount | null | undefined): LandingResult {
  if (!account) return { path: paths.login };
  const { domain, accountKey, abilities } = account;
  if (abilities.openChannels.all) return { path: paths.channels(domain, accountKey) };
  const [first] = abilities.openChannels.ids;
  return first
    ? { path: paths.channel(domain, accountKey, first) }
    : { path: paths.root, error: "guest-without-channel" };
}

/**
 * The sign-in page is a page of its own (login.html, src/login), outside the React app so it
 * paints from a few kilobytes of script; the server, the service worker and the dev server
 * answer these paths with it.
 */
export const LOGIN_PAGE_FILE = "login.html";
const LOGIN_PAGE_PATHS: readonly string[] = LOCALES.map((locale) =>
  locale === DEFAULT_LOCALE ? paths.login : `/${locale}${paths.login}`,
);

/** Whether a URL's path (no query) is the sign-in page's, in any language. */
export const isLoginPagePath = (pathname: string): boolean =>
  LOGIN_PAGE_PATHS.includes(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
