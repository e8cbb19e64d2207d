/**
 * What every reader page that runs an account's code answers with. Reader
 * extensions, `jsLibraryPublic` and plugins are written by account administrators, while the
 * suite keeps an editor's token in this origin's storage. The CSP `sandbox` (without
 * `allow-same-origin`) gives the page an opaque origin, even opened top-level: storage,
 * IndexedDB and cookies are out of reach, and every request it makes is cross-origin
 * (`Origin: null`) and carries no credentials, so it can only read what is public anyway.
 */

const PROVIDER_ORIGINS =
  "https://platform.twitter.com https://www.instagram.com https://connect.facebook.net https://e.infogram.com";

/**
 * Forms for reader contributions; popups for share links and links in posts, which open
 * unsandboxed (they are other sites' pages, and a popup of ours would still not be readable
 * by the sandboxed opener).
 */
export const READER_SANDBOX =
  "sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox";

/** Readers' pages may be framed by any site; scripts only from here and the embed providers. */
export const READER_PAGE_CSP = [
  "default-src 'self'",
  `script-src 'self' ${PROVIDER_ORIGINS}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src * data: blob:",
  "media-src *",
  "font-src 'self' data: https:",
  "frame-src https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors *",
  READER_SANDBOX,
].join("; ");

/**
 * The sandboxed page reads the reader API and its own older pages cross-origin: public data,
 * so any origin may read it, and never with credentials (`*` forbids them).
 */
export const READER_CORS_HEADERS: Record<string, string> = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": "retry-after",
};

/** Preflights of the reader API's JSON writes (contributions, poll votes). */
export const READER_PREFLIGHT_HEADERS: Record<string, string> = {
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type, last-event-id",
  "access-control-max-age": "600",
};
