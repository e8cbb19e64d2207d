import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { API_KEY_HEADER, ZPublicChannelParams } from "../../../domain/schemas/public-api";

/**
 * Any site may call the public API from a browser: the key, not a cookie, is the credential,
 * so every origin is allowed and credentials never are.
 */
export const PUBLIC_CORS_HEADERS: Record<string, string> = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers":
    "retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset",
  "cross-origin-resource-policy": "cross-origin",
};

const PREFLIGHT_HEADERS = {
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": `${API_KEY_HEADER}, content-type, last-event-id`,
  "access-control-max-age": "600",
};

/** The public API's paths with the parameters they carry, for their preflights. */
const PATHS = [
  ["/channels", null],
  ["/channels/:channelId/posts", ZPublicChannelParams],
  ["/channels/:channelId/changes", ZPublicChannelParams],
  ["/channels/:channelId/stream", ZPublicChannelParams],
  ["/channels/:channelId/render", ZPublicChannelParams],
  ["/channels/:channelId/render.html", ZPublicChannelParams],
] as const;

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * CORS for the public API only (called in its plugin): the headers go on every answer
 * (refusals too, so a browser can read the errorKey), and preflights are answered without
 * a key.
 */
export function installPublicCors(app: ZodApp): void {
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(PUBLIC_CORS_HEADERS);
  });
  for (const [path, params] of PATHS) {
    app.options(
      path,
      {
        schema: {
          summary: "CORS preflight",
          description: "Browsers ask this before calling the public API from another origin.",
          ...(params ? { params } : {}),
          response: { 204: z.null().describe("Cross-origin calls allowed") },
        },
      },
      async (_request, reply) => reply.code(204).headers(PREFLIGHT_HEADERS).send(null),
    );
  }
}
