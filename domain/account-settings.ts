/**
 * Rules of account configuration. The spec leaves the limits
 * open; they are chosen here once, for the server's validation and the client's forms.
 */

/** Allowed email domains per SSO method. */
export const EMAIL_DOMAINS_MAX = 20;
/** A host name of at least two labels, lowercase (the schema lowercases first). */
export const EMAIL_DOMAIN_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

export const IMAGE_SOURCE_SETS_MAX = 12;
/** Largest data-w / data-h, in pixels. */
export const IMAGE_SOURCE_SET_MAX_PX = 10_000;
export const CLASS_NAME_MAX = 100;
/** One CSS class name (no dot, no spaces). */
export const CLASS_NAME_PATTERN = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;
export const IMAGE_BASE_PATH_MAX = 500;
/** An absolute http(s) URL or a path from the site root. */
export const IMAGE_BASE_PATH_PATTERN = /^(?:https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?|\/[^\s?#]*)$/;

export const HTTP_HEADER_NAME_MAX = 100;
export const HTTP_HEADER_VALUE_MAX = 1000;
/** RFC 9110 token characters. */
export const HTTP_HEADER_NAME_PATTERN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Visible ASCII, spaces and tabs: no line breaks that could inject other headers. */
export const HTTP_HEADER_VALUE_PATTERN = /^[\t\x20-\x7e]*$/;
/** Headers the fetch itself owns; letting an account set them would break or spoof the request. */
export const RESERVED_HTTP_HEADERS = [
  "host",
  "content-length",
  "transfer-encoding",
  "connection",
  "upgrade",
  "te",
  "trailer",
  "keep-alive",
  "accept-encoding",
] as const;

export const EMBED_ORIGINS_MAX = 20;
/** https://example.com, http://localhost:8080, https://*.example.com (one wildcard label). */
export const EMBED_ORIGIN_PATTERN =
  /^https?:\/\/(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

export const SPORTS_PROVIDERS = ["none", "sportradar", "opta", "api-football"] as const;
export type SportsProvider = (typeof SPORTS_PROVIDERS)[number];
export const SPORTS_API_KEY_MAX = 200;
export const COMPETITION_IDS_MAX = 30;
export const COMPETITION_ID_PATTERN = /^[A-Za-z0-9:_-]{1,60}$/;

/** Only one SSO method may be enforced at a time. */
export const singleSignInMethod = (v: {
  enforceGoogleSignIn: boolean;
  enforceMsSignIn: boolean;
}): boolean => !(v.enforceGoogleSignIn && v.enforceMsSignIn);

/** Header name and value come together or not at all. */
export const headerComplete = (v: { name: string; value: string }): boolean =>
  (v.name.trim() === "") === (v.value.trim() === "");

export const isReservedHeader = (name: string): boolean =>
  (RESERVED_HTTP_HEADERS as readonly string[]).includes(name.trim().toLowerCase());

export interface ImageSourceSet {
  width: number;
  height: number;
}

export const sameSourceSet = (a: ImageSourceSet, b: ImageSourceSet): boolean =>
  a.width === b.width && a.height === b.height;

/** Index of the first entry that repeats an earlier one, or -1. */
export function duplicateSourceSetIndex(sets: readonly ImageSourceSet[]): number {
  return sets.findIndex((set, i) =>
    sets.slice(0, i).some((earlier) => sameSourceSet(earlier, set)),
  );
}

/** A whole-number pixel size of 1..IMAGE_SOURCE_SET_MAX_PX. */
export const isSourceSetSize = (n: unknown): n is number =>
  typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= IMAGE_SOURCE_SET_MAX_PX;

/** Masks a stored secret for display: only its last four characters. */
export const maskSecret = (secret: string): string =>
  secret.length <= 4 ? "••••" : `••••${secret.slice(-4)}`;

/**
 * Whether `origin` (from a Referer or Origin) matches an allowed entry; `*.` covers subdomains
 * (not the bare domain), the scheme and port must match.
 */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return allowed.some((entry) => {
    const wildcard = entry.includes("://*.");
    const target = new URL(entry.replace("://*.", "://"));
    if (target.protocol !== url.protocol || target.port !== url.port) return false;
    return wildcard
      ? url.hostname.endsWith(`.${target.hostname}`)
      : url.hostname === target.hostname;
  });
}

/** The CSP frame-ancestors source list for the allowed origins ('none' never: empty = any). */
export const frameAncestors = (allowed: readonly string[]): string =>
  allowed.length === 0 ? "*" : allowed.join(" ");

export interface SignInEnforcement {
  enforceGoogleSignIn?: boolean;
  enforceGoogleSignInFrom?: readonly string[];
  enforceMsSignIn?: boolean;
  enforceMsSignInFrom?: readonly string[];
}

/**
 * The single sign-on method an account enforces for an email, if any: the method is on and
 * its allowed domains are empty (everyone) or name the email's domain.
 */
export function enforcedSignInMethod(
  settings: SignInEnforcement,
  email: string,
): "google" | "microsoft" | null {
  const domain = email.trim().toLowerCase().split("@").pop() ?? "";
  const applies = (from: readonly string[] | undefined) =>
    !from || from.length === 0 || from.includes(domain);
  if (settings.enforceGoogleSignIn && applies(settings.enforceGoogleSignInFrom)) return "google";
  if (settings.enforceMsSignIn && applies(settings.enforceMsSignInFrom)) return "microsoft";
  return null;
}
