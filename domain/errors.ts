/**
 * Every errorKey the API may answer with. The client translates `errors.<key>`
 * from locales/*.json; a test checks both files cover this list.
 */
export const ERROR_KEYS = [
  "bad-request",
  "validation-failed",
  "malformed-json",
  "json-too-deep",
  "invalid-characters",
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
  // the session was ended on the server: logout, a password change or reset, access removed
  "session-ended",
  "sso-unavailable",
  "password-too-weak",
  "passwords-must-match",
  "reset-code-invalid",
  "incorrect-current-password",
  // hosts and resources
  "invalid-lc-host",
  "stale-version",
  "channel-archived",
  "channel-coverage-ended",
  "idempotency-key-reused",
  // posts and drafts
  "title-or-content-required",
  "invalid-content",
  "author-not-found",
  "title-empty",
  "schedule-in-past",
  // media and embeds
  "image-too-large",
  "image-type-unsupported",
  // the bytes start like an image but do not decode (truncated, damaged)
  "image-corrupt",
  "image-dimensions-too-large",
  "invalid-url",
  // a reader's push subscription names no push service (https) we may send to
  "push-endpoint-invalid",
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
  // administration (users, invitations, accounts, settings, extensions, API keys)
  "user-already-exists",
  "username-taken",
  "cannot-delete-self",
  "cannot-demote-self",
  "cannot-sign-in-as-self",
  "sign-in-as-failed",
  "guest-channel-required",
  "cross-access-invalid",
  "email-confirmation-invalid",
  "email-invalid-format",
  "email-invitation-already-exists",
  "invitation-invalid",
  "create-user-failed",
  "registration-page-exists",
  "email-domain-invalid",
  "email-domain-mismatch",
  "account-key-exists",
  "account-key-invalid",
  "account-already-bound",
  "only-one-sign-in-method",
  "sso-required-google",
  "sso-required-microsoft",
  // an account may not enforce a single sign-on provider this server has not configured
  "sso-provider-not-configured",
  "http-header-incomplete",
  "image-source-set-format",
  "image-source-set-exists",
  "extension-invalid-javascript",
  "extension-invalid-css",
  // An extension's code threw or hung while loading or initialising
  "extension-load-failed",
  "extension-init-failed",
  "api-key-not-unique",
  "activity-date-range",
  "api-key-invalid-character",
  // a custom API key shorter than API_KEY_MIN_LENGTH
  "api-key-too-short",
  // the key was sealed under another server secret (JWT_SECRET changed): it works, but cannot be shown
  "api-key-unrevealable",
  // manage profile: a Google or Microsoft identity already bound to another user
  "sso-already-bound",
  // public API (x-api-key): no key, a key that is unknown or deleted, another account's channel
  "api-key-missing",
  "api-key-invalid",
  "api-key-foreign-channel",
  // too many wrong x-api-key values from one client address in a minute
  "api-key-attempts-limited",
  // AI mode in the editor
  "ai-disabled",
  "ai-rate-limited",
  "ai-needs-provider",
  "ai-nothing-to-work-on",
  "ai-provider-unavailable",
  "ai-provider-timeout",
  "ai-provider-bad-answer",
  // plugins: the account switched the plugin off; a reader votes once per poll
  "plugin-disabled",
  "poll-already-voted",
  "poll-option-unknown",
  // webhooks: the URL is not http(s) or carries credentials; it reaches (or its name resolves
  // to) a loopback, private or link-local address; its name does not resolve
  "webhook-url-invalid",
  "webhook-url-blocked",
  "webhook-url-unresolvable",
  "webhook-events-required",
  // resend of a delivery whose post was deleted meanwhile: its content is gone
  "webhook-delivery-cancelled",
  // a path only the GRIP proxy asks (a held stream's recovery) asked without its valid Grip-Sig
  "grip-proxy-only",
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

export const isErrorKey = (value: unknown): value is ErrorKey =>
  typeof value === "string" && (ERROR_KEYS as readonly string[]).includes(value);
