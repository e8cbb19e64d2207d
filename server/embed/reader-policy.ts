import type { FastifyRequest } from "fastify";
import type { EmbedLang } from "../../domain/embed/shared";

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

/** What both reader pages load and send: posts' media from anywhere, the rest from here. */
const READER_CONTENT = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src * data: blob:",
  "media-src *",
  "font-src 'self' data: https:",
  "frame-src https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
];

/** Readers' pages may be framed by any site; scripts only from here and the embed providers. */
export const READER_PAGE_CSP = [
  `script-src 'self' ${PROVIDER_ORIGINS}`,
  ...READER_CONTENT,
  "frame-ancestors *",
  READER_SANDBOX,
].join("; ");

/**
 * The reader page of its own (/live/{id}): not sandboxed, since its service worker needs a real
 * origin (the suite's), so only Ticker's own scripts run there, no account's code and no
 * provider's script. Nobody frames it: the embed is the page for framing.
 */
export const READER_OWN_PAGE_CSP = [
  "script-src 'self'",
  "script-src-attr 'none'",
  ...READER_CONTENT,
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
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

/** The reader's language: `?lang=`, else the browser's (Norwegian for nb, nn or no). */
export const langOf = (request: FastifyRequest, value: unknown): EmbedLang => {
  if (value === "no" || value === "en") return value;
  const accept = request.headers["accept-language"] ?? "";
  return /^(nb|nn|no)\b/i.test(accept) ? "no" : "en";
};
