import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  ZPublicChannelParams,
  ZRenderQuery,
  ZRenderResponse,
} from "../../../domain/schemas/public-api";
import { renderForHost } from "../../embed/in-page";
import { ApiError } from "../../errors";
import type { RoutePlugin } from "../plugin";
import { keyChannel, requireApiKey } from "./channel";

/** As the reader page: a CDN may keep it a few seconds (docs/deploy.md). */
const CACHE_CONTROL = "public, max-age=5";

type RenderQuery = z.infer<typeof ZRenderQuery>;

/**
 * Server-side prefetch: a CMS renders the live blog into its article before sending it
 * (docs/embedding.md); embed.js then adopts the HTML in place and goes live from its
 * `lastEventId`.
 */
export const publicRenderRoutes: RoutePlugin<"services" | "db" | "hub"> = async (
  app,
  { services, db, hub },
) => {
  requireApiKey(app, services);
  const { config, repos } = services;

  const render = async (request: FastifyRequest, channelId: string, query: RenderQuery) => {
    await keyChannel(services, hub, request, channelId, "read");
    const channel = await repos.embed.publicChannel(channelId);
    if (!channel) throw new ApiError(404, "not-found");
    // Where readers reach us, as the reader page says it.
    const origin = config.publicUrlSet ? config.publicUrl : `${request.protocol}://${request.host}`;
    return renderForHost({ db, repos }, channel, query, origin);
  };

  app.get(
    "/channels/:channelId/render",
    {
      schema: {
        summary: "Render a channel for a host page",
        description:
          "The first page as embed.js shows it in a host page, for a CMS to put into its article before sending it: the host element with its shadow root (`html`), the LiveBlogPosting JSON-LD, the stylesheet and script URLs and the last event id it includes. `render.html` answers the HTML alone.",
        params: ZPublicChannelParams,
        querystring: ZRenderQuery,
        response: { 200: ZRenderResponse },
      },
    },
    async (request, reply) => {
      const rendered = await render(request, request.params.channelId, request.query);
      return reply.header("cache-control", CACHE_CONTROL).send(rendered);
    },
  );

  app.get(
    "/channels/:channelId/render.html",
    {
      schema: {
        summary: "Render a channel's HTML for a host page",
        description: "The `html` of `/render` alone, as text/html.",
        params: ZPublicChannelParams,
        querystring: ZRenderQuery,
        response: {
          200: {
            description: "The host element with its shadow root",
            content: { "text/html": { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const rendered = await render(request, request.params.channelId, request.query);
      return reply
        .header("cache-control", CACHE_CONTROL)
        .type("text/html; charset=utf-8")
        .send(rendered.html);
    },
  );
};
