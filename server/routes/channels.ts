import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { can } from "../../domain/permissions";
import {
  ZChannel,
  ZChannelList,
  ZChannelOverview,
  ZChannelParams,
  ZCreateChannelRequest,
  ZRenameChannelQuery,
} from "../../domain/schemas/channel";
import { ZHostParams } from "../../domain/schemas/common";
import { recordActivity } from "../activity/record";
import { allow, authorize, scopeFor } from "../auth/authorize";
import { authenticate, type HostAccess, requireHostAccess } from "../auth/plugin";
import { presentChannel } from "../auth/present";
import type { Db } from "../db/open";
import type { ChannelRow } from "../db/schema";
import { ApiError } from "../errors";
import { recordChannelEvent } from "../live/events";
import { createRepositories } from "../repositories";
import { toChannelDto } from "../repositories/channels";
import type { Services } from "../services";

/** How a channel appears in the activity log (its name copied, so entries outlive renames). */
const channelTarget = (row: ChannelRow) => ({
  type: "channel" as const,
  id: row.id,
  name: row.name,
});

export const hostAccessOf = (request: FastifyRequest): HostAccess => {
  const hostAccess = request.hostAccess;
  if (!hostAccess) throw new ApiError(401, "unauthorized");
  return hostAccess;
};

/**
 * A channel of the host's account the user may open: 403 for a guest's other channels,
 * 404 for unknown ids and channels of other accounts. `writable` also refuses archived ones.
 */
export async function loadChannel(
  services: Services,
  { record, access }: HostAccess,
  id: string,
  options: { writable?: boolean } = {},
): Promise<ChannelRow> {
  authorize({ access, userId: null }, "open", { kind: "channel", id });
  const channel = await services.repos.channels.find(record.accountId, id);
  if (!channel) throw new ApiError(404, "not-found");
  if (options.writable && channel.archived) throw new ApiError(400, "channel-archived");
  return channel;
}

export const channelRoutes: FastifyPluginAsyncZod<{ services: Services; db: Db }> = async (
  app,
  { services, db },
) => {
  const { channels } = services.repos;
  const signedIn = [authenticate(services), requireHostAccess(services)];
  const listGate = [authenticate(services), requireHostAccess(services, "view.channels")];
  /** Creating, renaming and archiving (domain/abilities: manageChannels, never guests). */
  const managerGate = [
    ...listGate,
    allow<"channel">("manage", (request) => ({
      kind: "channel",
      id: (request.params as { id?: string }).id ?? "",
    })),
  ];

  // The spec keeps both paths; both answer the non-archived list, most recently used first.
  for (const url of ["/channels/:host", "/channels/last-used/:host"]) {
    app.get(
      url,
      {
        schema: { params: ZHostParams, response: { 200: ZChannelList } },
        preHandler: listGate,
      },
      async (request) =>
        (await channels.listActive(hostAccessOf(request).record.accountId)).map((row) =>
          presentChannel(scopeFor(request), row),
        ),
    );
  }

  app.post(
    "/channels/:host",
    {
      schema: { params: ZHostParams, body: ZCreateChannelRequest, response: { 201: ZChannel } },
      preHandler: managerGate,
    },
    async (request, reply) => {
      const { record } = hostAccessOf(request);
      // The channel and its activity entry commit together.
      const channel = await db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx);
        const row = await repos.channels.create(record.accountId, request.body.name);
        await recordActivity(repos, request, {
          accountId: record.accountId,
          action: "channel.create",
          target: channelTarget(row),
        });
        return row;
      });
      return reply.code(201).send(presentChannel(scopeFor(request), channel));
    },
  );

  // Archived channels leave the lists but stay readable here (archived: true) so caches update.
  app.get(
    "/channels/:host/:id",
    {
      schema: { params: ZChannelParams, response: { 200: ZChannel } },
      preHandler: signedIn,
    },
    async (request) =>
      presentChannel(
        scopeFor(request),
        await loadChannel(services, hostAccessOf(request), request.params.id),
      ),
  );

  app.post(
    "/channels/:host/:id/archive",
    {
      schema: { params: ZChannelParams, response: { 200: ZChannel } },
      preHandler: managerGate,
    },
    async (request) => {
      const hostAccess = hostAccessOf(request);
      await loadChannel(services, hostAccess, request.params.id, { writable: true });
      // The change, its live event and its activity entry commit together.
      const archived = await db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx);
        const row = await repos.channels.archive(hostAccess.record.accountId, request.params.id);
        if (row) {
          await recordChannelEvent(trx, "channel.archived", toChannelDto(row));
          await recordActivity(repos, request, {
            accountId: hostAccess.record.accountId,
            action: "channel.archive",
            target: channelTarget(row),
          });
        }
        return row;
      });
      // Lost a race with another archive: the channel is archived either way.
      if (!archived) throw new ApiError(400, "channel-archived");
      return presentChannel(scopeFor(request), archived);
    },
  );

  app.post(
    "/channels/:host/:id/rename",
    {
      schema: {
        params: ZChannelParams,
        querystring: ZRenameChannelQuery,
        response: { 200: ZChannel },
      },
      preHandler: managerGate,
    },
    async (request) => {
      const hostAccess = hostAccessOf(request);
      const before = await loadChannel(services, hostAccess, request.params.id, {
        writable: true,
      });
      const renamed = await db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx);
        const row = await repos.channels.rename(
          hostAccess.record.accountId,
          request.params.id,
          request.query.channelName,
        );
        if (row) {
          await recordChannelEvent(trx, "channel.renamed", toChannelDto(row));
          await recordActivity(repos, request, {
            accountId: hostAccess.record.accountId,
            action: "channel.rename",
            target: channelTarget(row),
            details: { from: before.name, to: row.name },
          });
        }
        return row;
      });
      if (!renamed) throw new ApiError(400, "channel-archived");
      return presentChannel(scopeFor(request), renamed);
    },
  );

  // Opening a channel (the suite asks for its overview) moves it to the top of the lists.
  app.get(
    "/channels/:host/:id/overview",
    {
      schema: { params: ZChannelParams, response: { 200: ZChannelOverview } },
      preHandler: signedIn,
    },
    async (request) => {
      const hostAccess = hostAccessOf(request);
      const channel = await loadChannel(services, hostAccess, request.params.id);
      const opened = channel.archived ? channel : ((await channels.touch(channel.id)) ?? channel);
      const counts = await channels.counts(channel.id);
      // The queue is the moderators' business: others see no number.
      const moderates = can(hostAccess.access).use.userContribution;
      return {
        channel: presentChannel(scopeFor(request), opened),
        ...counts,
        pendingContributions: moderates ? counts.pendingContributions : 0,
      };
    },
  );
};
