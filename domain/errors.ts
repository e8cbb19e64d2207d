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
  "channel-archived",
  "idempotency-key-reused",
  // posts and drafts (spec §5, §8)
  "title-or-content-required",
  "invalid-content",
  "author-not-found",
  "title-empty",
  "schedule-in-past",
  // media and embeds
  "image-too-large",
  "image-type-unsupported",
  "invalid-url",
  "link-card-unavailable",
  "embed-tweet-invalid",
  "embed-youtube-invalid",
  "embed-facebook-invalid",
  "embed-instagram-invalid",
  "embed-infogram-invalid",
  // tags and channel editors
  "tag-not-unique",
  "countdown-dates-invalid",
  "feature-disabled",
  // reader contributions
  "contributions-closed",
  "contact-required",
  "comment-not-found",
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

export const isErrorKey = (value: unknown): value is ErrorKey =>
  typeof value === "string" && (ERROR_KEYS as readonly string[]).includes(value);
