/** What stands in the request log for a secret taken out of a URL. */
export const REDACTED = "[redacted]";

/**
 * Paths that carry a one-time code, each code as the last capture group's predecessor: the API
 * routes that take them and the app's pages the emailed links open (with or without a locale).
 * A code in a log is as good as the code in the mail: it resets a password or accepts an invitation.
 */
const CODE_PATHS: RegExp[] = [
  /^(\/api\/password-reset\/[^/]+\/)[^/?#]+/,
  /^(\/api\/email-confirmation\/[^/]+\/)[^/?#]+/,
  /^(\/api\/invitations\/public\/[^/]+\/)[^/?#]+/,
  /^(\/api\/invitations\/[^/]+\/)[^/?#]+(?=\/accept(?:[/?#]|$))/,
  /^(\/api\/registration-pages\/public\/[^/]+\/)[^/?#]+/,
  /^((?:\/[a-z]{2})?\/(?:reset-password|confirm-email|confirm-invitation|create-account)\/[^/]+\/)[^/?#]+/,
];

/** Query parameters whose value is a credential: a custom API key, a token, a code. */
const SECRET_PARAMS = /([?&](?:api[-_]?key|token|access[-_]?token|code)=)[^&#]*/gi;

/** The URL as the request log may keep it: codes in paths and secret query values replaced. */
export function redactUrl(url: string): string {
  let redacted = url;
  for (const pattern of CODE_PATHS) redacted = redacted.replace(pattern, `$1${REDACTED}`);
  return redacted.replace(SECRET_PARAMS, `$1${REDACTED}`);
}
