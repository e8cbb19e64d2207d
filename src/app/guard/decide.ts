import { includesChannel } from "../../../domain/channel-set";
import { FEED_MAX_WIDTH, type Locale } from "../../../domain/constants";
import { defaultLandingPath, paths } from "../../../domain/paths";
import type { Gate } from "../../../domain/permissions";
import type { AccountAbilities } from "../../../domain/schemas/abilities";
import type { AccountAccessDto } from "../../../domain/schemas/profile";
import { endsSession } from "../../lib/api-client";
import { localizePath } from "../../lib/locale";
import type { RouteRule } from "../routes/route-table";

/**
 * Where the signed-in user's profile stands. "ended": the server said the session is over;
 * "unavailable": there is no profile and it could not be read (offline, a timeout, a 5xx), which
 * says nothing about the session.
 */
export type ProfileState = "loading" | "ready" | "unavailable" | "ended";

export interface ProfileQueryState {
  restoring: boolean;
  authenticated: boolean;
  hasProfile: boolean;
  pending: boolean;
  fetching: boolean;
  /** The read waits for the browser to be online again. */
  paused: boolean;
  error: unknown;
}

/**
 * Only the server ends a session: a 401 naming an ended or invalid session does, even over a
 * cached profile. A failed read (no network, a timeout, a 5xx) never does; with a profile kept
 * on the device the app goes on with it.
 */
export function profileStateOf(q: ProfileQueryState): ProfileState {
  if (q.restoring || (q.authenticated && q.pending && q.fetching)) return "loading";
  if (endsSession(q.error)) return "ended";
  if (q.hasProfile) return "ready";
  return q.error || q.paused ? "unavailable" : "loading";
}

export interface GuardInput {
  /** The requested location as typed: path (with any /no prefix), query and hash. */
  url: string;
  pathname: string;
  locale: Locale;
  /** Rules of every matched route, outermost first; null when no route matched. */
  rules: RouteRule[] | null;
  viewportWidth: number;
  authenticated: boolean;
  profile: ProfileState;
  mainAccess: AccountAccessDto | null;
  /** Access on the account named in the URL (null if the route names none or the user holds none). */
  routeAccess: AccountAccessDto | null;
  routeNamesAccount: boolean;
  channelId?: string;
  /** The language remembered in the i18n_redirected cookie, if any. */
  cookieLocale?: Locale | null;
}

export type GuardDecision =
  | { kind: "allow" }
  | { kind: "wait" }
  | { kind: "logout" }
  /** Signed in, but the profile could not be read and none is kept on this device. */
  | { kind: "unavailable" }
  | { kind: "not-found"; message: string }
  /** A guest whose only channel is archived or gone. */
  | { kind: "no-channel" }
  | { kind: "redirect"; to: string; reason: "login" | "default" | "rule" };

const notFound = (pathname: string): GuardDecision => ({
  kind: "not-found",
  message: `Page not found: ${pathname}`,
});

function toDefault(input: GuardInput): GuardDecision {
  const landing = defaultLandingPath(input.mainAccess);
  // Wherever such a guest goes there is nothing to show but that.
  if (landing.error === "guest-without-channel") return { kind: "no-channel" };
  const to = localizePath(landing.path, input.locale);
  // Never bounce a user onto the page that just refused them.
  if (to === input.pathname) return notFound(input.pathname);
  return { kind: "redirect", to, reason: "default" };
}

function loginRedirect(input: GuardInput): GuardDecision {
  const login = localizePath(paths.login, input.locale);
  const home = localizePath(paths.root, input.locale);
  const to = input.url === home ? login : `${login}?redirectUrl=${encodeURIComponent(input.url)}`;
  return { kind: "redirect", to, reason: "login" };
}

/** The presented ability each gate of the route table reads. */
const GATE_ABILITY: Record<Gate, keyof AccountAbilities> = {
  "manage.organization": "manageOrganization",
  "view.channels": "viewChannels",
  "view.adminConsole": "viewAdminConsole",
  "view.users": "viewUsers",
  "manage.tags": "manageTags",
  "use.userContribution": "useComments",
};

function passesRule(rule: RouteRule, input: GuardInput): boolean {
  if (rule.denied) return false;
  const accessFor = (which: "route" | "main" | undefined) =>
    which === "main" || !input.routeNamesAccount ? input.mainAccess : input.routeAccess;
  if (rule.gate) {
    const access = accessFor(rule.gateAccount);
    if (access?.abilities[GATE_ABILITY[rule.gate]] !== true) return false;
  }
  if (rule.channel) {
    const access = accessFor("route");
    if (!access || !input.channelId) return false;
    if (!includesChannel(access.abilities.openChannels, input.channelId)) return false;
  }
  return true;
}

function ruleRedirect(input: GuardInput, rules: RouteRule[]): GuardDecision {
  const target = rules.find((r) => r.redirectTo)?.redirectTo;
  if (!target) return { kind: "allow" };
  const base = input.pathname.replace(/\/+$/, "");
  return { kind: "redirect", to: `${base}/${target}`, reason: "rule" };
}

/**
 * The route guard, in its order: page validation, then authentication and
 * permission check, then the route-rule redirect.
 */
export function decide(input: GuardInput): GuardDecision {
  const { rules } = input;
  // Before the guard proper: the bare root follows the language the visitor chose earlier.
  if (input.pathname === "/" && input.cookieLocale && input.cookieLocale !== input.locale) {
    return { kind: "redirect", to: localizePath(paths.root, input.cookieLocale), reason: "rule" };
  }
  // 1. Page validation.
  if (rules === null) return notFound(input.pathname);
  if (rules.some((r) => r.narrowOnly) && input.viewportWidth >= FEED_MAX_WIDTH) {
    return notFound(input.pathname);
  }

  // 2. Authentication and permission check.
  const open = rules.length > 0 && rules.every((r) => r.open);
  if (open) {
    if (rules.some((r) => r.requiresAccess)) {
      if (input.authenticated && input.profile === "loading") return { kind: "wait" };
      if (input.authenticated && input.profile === "unavailable") return { kind: "unavailable" };
      if (input.authenticated && input.profile === "ended") return { kind: "logout" };
      // The default path without access is the login page; a signed-out visitor comes back after it.
      if (!input.mainAccess) return input.authenticated ? toDefault(input) : loginRedirect(input);
    }
    return ruleRedirect(input, rules);
  }
  if (!input.authenticated) return loginRedirect(input);
  if (input.profile === "loading") return { kind: "wait" };
  if (input.profile === "ended") return { kind: "logout" };
  if (input.profile === "unavailable") return { kind: "unavailable" };
  if (!input.mainAccess) return { kind: "logout" };
  if (!rules.every((rule) => passesRule(rule, input))) return toDefault(input);

  // 3. Route-rule redirect.
  return ruleRedirect(input, rules);
}
