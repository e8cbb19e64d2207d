import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { can } from "../../domain/permissions";
import { ZChannel, ZChannelList, ZChannelParams } from "../../domain/schemas/channel";
import { ZHostParams } from "../../domain/schemas/common";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { ApiError } from "../errors";
import { toChannelDto } from "../repositories/channels";
import type { Services } from "../services";

export const channelRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { channels } = services.repos;
  // The spec keeps both paths; both answer the non-archived list, most recently used first.
  for (const url of ["/channels/:host", "/channels/last-used/:host"]) {
    app.get(
      url,
      {
        schema: { params: ZHostParams, response: { 200: ZChannelList } },
        preHandler: [authenticate(services), requireHostAccess(services, "view.channels")],
      },
      async (request) =>
        (await channels.listActive(request.hostAccess!.record.accountId)).map(toChannelDto),
    );
  }

  app.get(
    "/channels/:host/:id",
    {
      schema: { params: ZChannelParams, response: { 200: ZChannel } },
      preHandler: [authenticate(services), requireHostAccess(services)],
    },
    async (request) => {
      const { record, access } = request.hostAccess!;
      if (!can(access).accessChannel(request.params.id)) throw new ApiError(403, "forbidden");
      const channel = await channels.find(record.accountId, request.params.id);
      if (!channel) throw new ApiError(404, "not-found");
      return toChannelDto(channel);
    },
  );
};
