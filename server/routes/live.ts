import { createHash } from "node:crypto";
import { z } from "zod";
import { hearsLiveEvent } from "../../domain/abilities";
import {
  type LiveEvent,
  ZChangesQuery,
  ZChangesResponse,
  ZPresenceRequest,
} from "../../domain/schemas/live";
import { ZChannelScopeParams } from "../../domain/schemas/post";
import { loadChannel } from "../auth/load-channel";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import { ApiError } from "../errors";
import { changesSince } from "../live/changes";
import { holdThroughGrip, isProxied } from "../live/grip-hold";
import { lastEventIdOf, openPublicStream, openStream } from "../live/sse";
import type { RoutePlugin } from "./plugin";

const ZPublicParams = z.object({ channelId: z.string().max(100) });
const ZResumeQuery = z.object({ lastEventId: z.string().max(40).optional() });
const ZKeyRecoveryParams = ZPublicParams.extend({ apiKeyId: z.uuid() });
const PUBLIC_HEADERS = { "access-control-allow-origin": "*" };

/**
 * Live updates (docs/architecture.md, "From a click to a reader"): the editor stream, presence, the public
 * stream and its polling fallback. With GRIP_URL, a public stream that came through the GRIP
 * proxy is handed to it (docs/deploy.md, "Readers through GRIP"). One hub per app (made by apiRoutes, which also hands it
 * to the statistics); streams end on app close.
 * Never rate-limited by address alone (newsroom readers share NAT addresses).
 */
export const liveRoutes: RoutePlugin<"services" | "hub" | "grip"> = async (
  app,
  { services, hub, grip },
) => {
  app.addHook("preClose", async () => hub.closeStreams());
  app.addHook("onClose", async () => hub.close());
  const pre = [authenticate(services), requireHostAccess(services)];

  /** The editor's channel: 403 outside a guest's channels, 404 unknown here. */
  async function editorChannel(request: Parameters<typeof scopeOf>[0], channelId: string) {
    const scope = scopeOf(request);
    return { scope, channel: await loadChannel(services.repos, scope, channelId) };
  }

  /** A public channel: 404 when unknown or archived. */
  async function publicChannel(channelId: string) {
    // The hub keeps a channel as open only while it listens (it forgets it on its archiving);
    // through GRIP the proxy holds the streams and the hub need not listen at all.
    const channel = grip
      ? await hub.store.channel(channelId)
      : await hub.ready().then(() => hub.openChannels.get(channelId));
    if (!channel || channel.archived) throw new ApiError(404, "not-found");
    return channel;
  }

  app.get(
    "/live/:host/:channelId",
    { schema: { params: ZChannelScopeParams, querystring: ZResumeQuery }, preHandler: pre },
    async (request, reply) => {
      const { scope, channel } = await editorChannel(request, request.params.channelId);
      const userId = scope.user.id;
      const accepts = (e: LiveEvent): boolean => hearsLiveEvent(scope.asker, e);
      await openStream(hub, reply, {
        channelId: channel.id,
        accepts,
        userId,
        publicOnly: false,
        lastEventId: lastEventIdOf(request),
      });
    },
  );

  app.post(
    "/live/:host/:channelId/presence",
    { schema: { params: ZChannelScopeParams, body: ZPresenceRequest }, preHandler: pre },
    async (request, reply) => {
      const { scope, channel } = await editorChannel(request, request.params.channelId);
      await hub.ready();
      await hub.presence({
        channelId: channel.id,
        userId: scope.user.id,
        displayName: scope.user.display_name,
        state: request.body.state,
        at: new Date().toISOString(),
      });
      return reply.code(204).send();
    },
  );

  app.get(
    "/live/public/:channelId",
    { schema: { params: ZPublicParams, querystring: ZResumeQuery } },
    async (request, reply) => {
      const channel = await publicChannel(request.params.channelId);
      const options = { channelId: channel.id, headers: PUBLIC_HEADERS };
      if (grip && (await holdThroughGrip(grip, hub.store, request, reply, options))) return;
      await openPublicStream(hub, request, reply, options);
    },
  );

  // The GRIP proxy's recovery of a public API stream (its Grip-Link; the key was a header the
  // proxy does not repeat). Not for readers, so left out of the API's documentation.
  app.get(
    "/live/public/:channelId/key/:apiKeyId",
    { schema: { hide: true, params: ZKeyRecoveryParams, querystring: ZResumeQuery } },
    async (request, reply) => {
      if (!grip) throw new ApiError(404, "not-found");
      if (!(await isProxied(grip, request))) throw new ApiError(403, "grip-proxy-only");
      const channel = await publicChannel(request.params.channelId);
      const { apiKeyId } = request.params;
      // Once the key is gone, an answer without a hold instruction (nor a Grip-Link) ends the
      // stream at once: Pushpin 1.36 retries a refused (non-2xx) one five times over about 31 s.
      if (!(await hub.store.existingApiKeys([apiKeyId])).has(apiKeyId)) {
        return reply.code(204).send();
      }
      const options = { channelId: channel.id, headers: PUBLIC_HEADERS, apiKeyId };
      if (await holdThroughGrip(grip, hub.store, request, reply, options)) return;
      throw new ApiError(403, "grip-proxy-only");
    },
  );

  app.get(
    "/live/public/:channelId/changes",
    {
      schema: {
        params: ZPublicParams,
        querystring: ZChangesQuery,
        response: { 200: ZChangesResponse, 304: z.null() },
      },
      // The log keeps events for days, some recorded by an earlier version in an older shape of
      // their type's data: the answer is documented by the schema, not refused by it (a 500).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const channel = await publicChannel(request.params.channelId);
      const since = Number(request.query.since);
      const { limit } = request.query;
      const {
        events,
        last,
        reset = false,
      } = await changesSince(hub.store, channel.id, since, limit);
      const answer = reset ? { events, last, reset } : { events, last };
      // Events are served with the account's current media settings applied, so the same
      // (since, last) can answer differently after a settings change: the tag names the bytes.
      // Serialised once, for the tag and the body (polling readers ask by the thousand).
      const body = JSON.stringify(answer);
      const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
      reply
        .header("etag", etag)
        .header("cache-control", "public, max-age=2")
        .header("access-control-allow-origin", "*");
      const match = request.headers["if-none-match"];
      if (match?.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
        return reply.code(304).send(null);
      }
      return reply
        .type("application/json; charset=utf-8")
        .serializer(() => body)
        .send(answer);
    },
  );
};
