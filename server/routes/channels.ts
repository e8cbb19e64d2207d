import { gatesOf } from "../../domain/permissions";
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
import { allow } from "../auth/authorize";
import { loadChannel } from "../auth/load-channel";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { presentChannel } from "../auth/present";
import { scopeOf } from "../auth/scope";
import type { ChannelRow } from "../db/schema";
import { ApiError } from "../errors";
import { recordChannelEvent } from "../live/events";
import { createRepositories } from "../repositories";
import { toChannelDto } from "../repositories/channels";
import type { RoutePlugin } from "./plugin";

/** How a channel appears in the activity log (its name copied, so entries outlive renames). */
const channelTarget = (row: ChannelRow) => ({
  type: "channel" as const,
  id: row.id,
  name: row.name,
});

export const channelRoutes: RoutePlugin = async (app, { services, db }) => {
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
        (await channels.listActive(scopeOf(request).host.record.accountId)).map((row) =>
          presentChannel(scopeOf(request).asker, row),
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
      const { record } = scopeOf(request).host;
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
      return reply.code(201).send(presentChannel(scopeOf(request).asker, channel));
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
        scopeOf(request).asker,
        await loadChannel(services.repos, scopeOf(request), request.params.id),
      ),
  );

  app.post(
    "/channels/:host/:id/archive",
    {
      schema: { params: ZChannelParams, response: { 200: ZChannel } },
      preHandler: managerGate,
    },
    async (request) => {
      const scope = scopeOf(request);
      await loadChannel(services.repos, scopeOf(request), request.params.id, "write");
      // The change, its live event and its activity entry commit together.
      const archived = await db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx);
        const row = await repos.channels.archive(scope.accountId, request.params.id);
        if (row) {
          await recordChannelEvent(trx, "channel.archived", toChannelDto(row));
          await recordActivity(repos, request, {
            accountId: scope.accountId,
            action: "channel.archive",
            target: channelTarget(row),
          });
        }
        return row;
      });
      // Lost a race with another archive: the channel is archived either way.
      if (!archived) throw new ApiError(400, "channel-archived");
      return presentChannel(scopeOf(request).asker, archived);
    },
  );

  app.post(
    "/channels/:host/:id/end-coverage",
    {
      schema: {
        summary: "End a live blog's coverage",
        description:
          "Readers see the live blog as ended and stop following it; its posts stay readable and may still be corrected. One way, like archiving.",
        params: ZChannelParams,
        response: { 200: ZChannel },
      },
      preHandler: managerGate,
    },
    async (request) => {
      const scope = scopeOf(request);
      await loadChannel(services.repos, scope, request.params.id, "write");
      const ended = await db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx);
        const row = await repos.channels.endCoverage(scope.accountId, request.params.id);
        if (row) {
          await recordChannelEvent(trx, "channel.ended", toChannelDto(row));
          await recordActivity(repos, request, {
            accountId: scope.accountId,
            action: "channel.end-coverage",
            target: channelTarget(row),
          });
        }
        return row;
      });
      if (!ended) throw new ApiError(400, "channel-coverage-ended");
      return presentChannel(scope.asker, ended);
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
      const scope = scopeOf(request);
      const before = await loadChannel(
        services.repos,
        scopeOf(request),
        request.params.id,
        "write",
      );
      const renamed = await db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx);
        const row = await repos.channels.rename(
          scope.accountId,
          request.params.id,
          request.query.channelName,
        );
        if (row) {
          await recordChannelEvent(trx, "channel.renamed", toChannelDto(row));
          await recordActivity(repos, request, {
            accountId: scope.accountId,
            action: "channel.rename",
            target: channelTarget(row),
            details: { from: before.name, to: row.name },
          });
        }
        return row;
      });
      if (!renamed) throw new ApiError(400, "channel-archived");
      return presentChannel(scopeOf(request).asker, renamed);
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
      const scope = scopeOf(request);
      const channel = await loadChannel(services.repos, scopeOf(request), request.params.id);
      const opened = channel.archived ? channel : ((await channels.touch(channel.id)) ?? channel);
      const counts = await channels.counts(channel.id);
      // The queue is the moderators' business: others see no number.
      const moderates = gatesOf(scope.access).use.userContribution;
      return {
        channel: presentChannel(scopeOf(request).asker, opened),
        ...counts,
        pendingContributions: moderates ? counts.pendingContributions : 0,
      };
    },
  );
};
