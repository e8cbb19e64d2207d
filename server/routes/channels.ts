import type { FastifyRequest } from "fastify";
import type { ActivityAction } from "../../domain/activity";
import type { ErrorKey } from "../../domain/errors";
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
import { scopedWrite, type WriteContext } from "../publishing/write";
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

  /**
   * Archiving, ending coverage, renaming: the change, its live event and its activity entry
   * commit together. No row back means another request changed the channel first: `refused`.
   */
  const changeChannel = <R extends FastifyRequest & { params: { id: string } }>(
    event: Parameters<typeof recordChannelEvent>[1],
    action: ActivityAction,
    refused: ErrorKey,
    change: (request: R, context: WriteContext) => Promise<ChannelRow | undefined>,
    details?: (before: ChannelRow, after: ChannelRow) => Record<string, unknown>,
  ) =>
    scopedWrite<R>(db, async (request, context) => {
      const { repos, trx, scope } = context;
      const before = await loadChannel(repos, scope, request.params.id, "write");
      const row = await change(request, context);
      if (!row) throw new ApiError(400, refused);
      await recordChannelEvent(trx, event, toChannelDto(row));
      await recordActivity(repos, request, {
        accountId: scope.accountId,
        action,
        target: channelTarget(row),
        details: details?.(before, row),
      });
      return { status: 200, body: presentChannel(scope.asker, row) };
    });

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
    scopedWrite(db, async (request, { repos, scope }) => {
      const { accountId } = scope.host.record;
      const row = await repos.channels.create(accountId, request.body.name);
      await recordActivity(repos, request, {
        accountId,
        action: "channel.create",
        target: channelTarget(row),
      });
      return { status: 201, body: presentChannel(scope.asker, row) };
    }),
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
    // Lost a race with another archive: the channel is archived either way.
    changeChannel(
      "channel.archived",
      "channel.archive",
      "channel-archived",
      (request, { repos, scope }) => repos.channels.archive(scope.accountId, request.params.id),
    ),
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
    changeChannel(
      "channel.ended",
      "channel.end-coverage",
      "channel-coverage-ended",
      (request, { repos, scope }) => repos.channels.endCoverage(scope.accountId, request.params.id),
    ),
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
    changeChannel(
      "channel.renamed",
      "channel.rename",
      "channel-archived",
      (request, { repos, scope }) =>
        repos.channels.rename(scope.accountId, request.params.id, request.query.channelName),
      (before, after) => ({ from: before.name, to: after.name }),
    ),
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
