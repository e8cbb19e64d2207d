import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZPollParams } from "../../domain/schemas/poll";
import { READER_CORS_HEADERS, READER_PREFLIGHT_HEADERS } from "../embed/reader-policy";

/** Everything the reader page calls lives here (the stream, changes, contributions, polls). */
const READER_API = "/api/live/public/";

const ZChannelParams = z.object({ channelId: z.uuid() });

/** The reader API's JSON writes: the sandboxed page asks before each (its origin is `null`). */
const PREFLIGHTS = [
  ["/live/public/:channelId/contributions", ZChannelParams],
  ["/live/public/:channelId/posts/:postId/polls/:pollId/votes", ZPollParams],
] as const;

/**
 * CORS for the reader API (server/embed/reader-policy.ts): the headers go on every answer
 * under /api/live/public/, refusals and rate limits too, so the page can tell a 404 (the
 * channel was archived) or a 429 from a network failure.
 */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Called by the API's root plugin, so the hook covers every route registered after it. */
export function installReaderCors(app: ZodApp): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith(READER_API)) reply.headers(READER_CORS_HEADERS);
  });
  for (const [path, params] of PREFLIGHTS) {
    app.options(
      path,
      {
        schema: {
          summary: "CORS preflight",
          description: "Browsers ask this before the reader page sends a contribution or a vote.",
          params,
          response: { 204: z.null().describe("Cross-origin calls allowed") },
        },
      },
      async (_request, reply) =>
        reply.code(204).headers(READER_CORS_HEADERS).headers(READER_PREFLIGHT_HEADERS).send(null),
    );
  }
}
