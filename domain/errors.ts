/**
 * Every errorKey the API may answer with. The client translates `errors.<key>`
 * from locales/*.json; a test checks both files cover this list.
 */
export const ERROR_KEYS = [
  "bad-request",
  "validation-failed",
  "malformed-json",
  "unsupported-media-type",
  "payload-too-large",
  "unauthorized",
  "forbidden",
  "not-found",
  "rate-limited",
  "internal-error",
  // authentication
  "not-authenticated",
  "unknown-domain",
  "token-invalid",
  "token-expired",
  "sso-unavailable",
  "password-too-weak",
  "passwords-must-match",
  "reset-code-invalid",
  "incorrect-current-password",
  // hosts and resources
  "invalid-lc-host",
  "stale-version",
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

export const isErrorKey = (value: unknown): value is ErrorKey =>
  typeof value === "string" && (ERROR_KEYS as readonly string[]).includes(value);
