/** Business constants, named once for server and client. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
/** The feed child route exists only below this width. */
export const FEED_MAX_WIDTH = BREAKPOINTS.md;
export const RELOAD_GUARD_MS = 10_000;
export const SEARCH_MAX_POSTS = 1000;
export const FREE_TRIAL_DAYS = 30;
export const ACCOUNT_SUGGESTIONS = 3;
export const SEARCH_DROPDOWN_HIDE_MS = 200;
export const TOAST_DURATION_MS = 3000;
export const DIALOG_WIDTH_EDIT_USER = 800;
export const DIALOG_WIDTH_PROGRESS = 900;
export const AVATAR_SIZE = "3.5rem";
export const DEFAULT_ERROR_STATUS = 500;

/** Values the spec leaves open ("not shown"); chosen here once. */
export const BUILD_POLL_INTERVAL_MS = 60_000;
export const SUCCESS_AUTO_CLOSE_MS = 1500;
export const EMAIL_CONFIRMATION_REDIRECT_MS = 5000;
export const REPLY_MAX_LENGTH = 2000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;

/** Auth lifetimes. */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
/**
 * Renewing a token never carries a session past this many days from sign-in (for "sign in
 * as", from the administrator's sign-in): then its owner signs in again.
 */
export const SESSION_MAX_AGE_DAYS = 30;
/**
 * An ended session, or one past SESSION_MAX_AGE_DAYS, is deleted this long after it ended: by
 * then every token naming it has expired (TOKEN_TTL_SECONDS), so until then a token still gets
 * the precise "session-ended" answer, and after it nothing of the session stays on the server.
 */
export const SESSION_PRUNE_AFTER_HOURS = 24;
export const RESET_CODE_TTL_MINUTES = 60;
/** How long the link mailed for an email change stays valid. */
export const EMAIL_CHANGE_TTL_HOURS = 24;
/** Invitations (and registration-page requests) expire a week after they are sent. */
export const INVITATION_TTL_DAYS = 7;

export const LOCALES = ["en", "no"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_DAYS = 365;

/** Browser storage keys. */
export const STORAGE_KEYS = {
  token: "token",
  domain: "domain",
  safeMode: "lcflag_safe",
  debug: "debug",
  theme: "theme",
  /** Prefix: the post editor's changes as the page went away, per channel and user. */
  autosaveAtUnload: "autosave_at_unload",
} as const;
/** Session storage: the temporary "sign in as" token and the session id. */
export const SESSION_KEYS = { tempToken: "temp-token", sessionId: "session-id" } as const;

export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Deepest JSON nesting a request body may have. Post content (lists in quotes in lists) stays
 * far below it; anything deeper is an attack on recursive validators.
 */
export const JSON_MAX_DEPTH = 64;

/**
 * Reconnect delays of reader streams: each stream's `retry:` is drawn at random from this
 * range, so the readers of a server that went away come back spread out, not in one instant.
 */
export const SSE_RETRY_MIN_MS = 500;
export const SSE_RETRY_MAX_MS = 3_000;
/** The reader script's polling: every 5 s (30 s in a hidden tab), backing off on failure. */
export const POLL_VISIBLE_MS = 5_000;
export const POLL_HIDDEN_MS = 30_000;
export const POLL_BACKOFF_MAX_MS = 60_000;
/** At most this many events per changes answer; the client asks again from `last`. */
export const CHANGES_LIMIT = 200;
