import type { preHandlerAsyncHookHandler } from "fastify";
import {
  PUSH_CALLS_PER_CLIENT_PER_MINUTE,
  ZPushEndpointRequest,
  ZPushParams,
  ZPushRenewed,
  ZPushRenewRequest,
  ZPushState,
  ZPushSubscribeRequest,
} from "../../domain/schemas/push";
import { enforceLimits } from "../auth/rate-limit";
import { ApiError } from "../errors";
import { readerPageChannel } from "../reader/channel";
import { pushSubscriptionsRepository } from "../repositories/push-subscriptions";
import type { RoutePlugin } from "./plugin";

/**
 * Readers follow a channel from its reader page (Web Push): subscribe, unsubscribe, and ask
 * whether this browser follows it. The endpoint is the browser's secret: whoever holds it is
 * that reader, so it is all these routes ask.
 */
export const pushRoutes: RoutePlugin = async (app, { services, db }) => {
  const repo = pushSubscriptionsRepository(db);

  /** Per address and channel: a page's few calls pass, a script filling the table does not. */
  const limit: preHandlerAsyncHookHandler = async (request, reply) => {
    const channelId = (request.params as { channelId?: string }).channelId ?? "";
    await enforceLimits(services, reply, [
      [`push|client|${request.ip}|${channelId}`, PUSH_CALLS_PER_CLIENT_PER_MINUTE],
    ]);
  };

  const openChannel = async (channelId: string) => {
    const channel = await readerPageChannel(services.repos, channelId);
    if (!channel) throw new ApiError(404, "not-found");
    return channel;
  };

  /** Push services are https; a test's local endpoint is allowed only with ALLOW_PRIVATE_FETCH. */
  const checkEndpoint = (endpoint: string) => {
    if (!endpoint.startsWith("https://") && !services.config.allowPrivateFetch) {
      throw new ApiError(400, "push-endpoint-invalid");
    }
  };

  app.post(
    "/live/public/:channelId/push/subscriptions",
    {
      schema: {
        operationId: "subscribeReaderPush",
        summary: "Follow a channel's pushed posts in this browser",
        params: ZPushParams,
        body: ZPushSubscribeRequest,
        response: { 200: ZPushState },
      },
      preHandler: limit,
    },
    async (request) => {
      checkEndpoint(request.body.endpoint);
      const channel = await openChannel(request.params.channelId);
      return repo.subscribe(channel.id, request.body);
    },
  );

  app.post(
    "/live/public/:channelId/push/unsubscribe",
    {
      schema: {
        operationId: "unsubscribeReaderPush",
        summary: "Stop a channel's pushes to this browser",
        params: ZPushParams,
        body: ZPushEndpointRequest,
        response: { 200: ZPushState },
      },
      preHandler: limit,
    },
    // Works for a channel whose page is gone too: a reader can always stop its pushes.
    async (request) => repo.unsubscribe(request.params.channelId, request.body.endpoint),
  );

  app.post(
    "/live/public/:channelId/push/status",
    {
      schema: {
        operationId: "readerPushStatus",
        summary: "Whether this browser follows a channel's pushes",
        params: ZPushParams,
        body: ZPushEndpointRequest,
        response: { 200: ZPushState },
      },
      preHandler: limit,
    },
    async (request) => repo.stateOf(request.params.channelId, request.body.endpoint),
  );

  app.post(
    "/live/public/push/renew",
    {
      schema: {
        operationId: "renewReaderPush",
        summary: "Move a browser's followed channels to its new push subscription",
        body: ZPushRenewRequest,
        response: { 200: ZPushRenewed },
      },
      preHandler: limit,
    },
    async (request) => {
      checkEndpoint(request.body.endpoint);
      return { channels: await repo.renew(request.body) };
    },
  );
};
