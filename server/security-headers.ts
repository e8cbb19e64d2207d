import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config";

/** YouTube embeds in posts render as iframes in the editor's feed (domain/content/render.ts). */
const POST_FRAME_ORIGINS = ["https://www.youtube-nocookie.com"];

/**
 * The app's Content-Security-Policy. Scripts only from here (index.html has no inline
 * script), plus the help widget's host when one is configured. Chakra (emotion) writes its
 * styles at run time, hence 'unsafe-inline' for styles only. Images: uploads, data: and
 * blob: (photo crops), and https: for link cards and images posted by URL. Nobody may frame
 * the app; the reader embed sets its own policy (server/embed/routes.ts).
 */
export function appCspDirectives(helpWidgetOrigin?: string): Record<string, string[]> {
  const widget = helpWidgetOrigin ? [helpWidgetOrigin] : [];
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...widget],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'", ...widget],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:", ...widget],
    "connect-src": ["'self'", ...widget],
    "frame-src": ["'self'", ...POST_FRAME_ORIGINS, ...widget],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/**
 * Route options for what other sites load on purpose (the reader embed, embed.js, oEmbed,
 * uploaded images): readable cross-origin and frameable. The embed page sets its own
 * Content-Security-Policy, whose frame-ancestors follow the account's allowed sites.
 */
export const CROSS_ORIGIN_HELMET: FastifyHelmetOptions = {
  contentSecurityPolicy: false,
  frameguard: false,
  crossOriginResourcePolicy: { policy: "cross-origin" },
  crossOriginOpenerPolicy: false,
};

/** Security headers on every response: the app's pages, the API and the static files. */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    // Spelled out whole: helmet's defaults add upgrade-insecure-requests, which breaks an
    // installation served over plain http (a newsroom's intranet, localhost).
    contentSecurityPolicy: {
      useDefaults: false,
      directives: appCspDirectives(config.helpWidgetOrigin),
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // What frame-ancestors 'none' says, for browsers that only know the older header.
    frameguard: { action: "deny" },
  });
}
