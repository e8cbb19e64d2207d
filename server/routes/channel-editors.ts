import { z } from "zod";
import { renderHtml } from "../../domain/content/render";
import type { FeatureFlag } from "../../domain/features";
import { ZChannelParams } from "../../domain/schemas/channel";
import {
  ZCountdown,
  ZCountdownList,
  ZCountdownRequest,
  ZTopText,
  ZTopTextUpdateRequest,
} from "../../domain/schemas/channel-editors";
import { ZHostParams } from "../../domain/schemas/common";
import { ZStaleVersionResponse } from "../../domain/schemas/post";
import { allow, authorize } from "../auth/authorize";
import { loadChannel } from "../auth/load-channel";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { type RequestScope, scopeOf } from "../auth/scope";
import { sanitizeCustomHtml } from "../content/sanitize";
import type { ChannelRow } from "../db/schema";
import { ApiError } from "../errors";
import { recordCountdownEvent, recordTopTextEvent } from "../live/events";
import { answerStale } from "../publishing/stale";
import { createRepositories } from "../repositories";
import type { RoutePlugin } from "./plugin";

const ZCountdownChannelParams = ZHostParams.extend({
  channelId: z.string().uuid(),
});
const ZCountdownParams = ZCountdownChannelParams.extend({ countdownId: z.string().uuid() });

/**
 * Channel editors (Top Text, Countdown). Anyone who may open the channel reads them.
 * Editing needs canPublish in that channel, not manageChannels: reporters (guests
 * included) run the Top Text and countdowns during live events.
 */
export const channelEditorRoutes: RoutePlugin = async (app, { services, db }) => {
  const { topText, countdowns } = services.repos;

  const feature = (flag: FeatureFlag) => allow<"feature">("use", () => ({ kind: "feature", flag }));
  const topTextGate = [authenticate(services), requireHostAccess(services), feature("topText")];
  const countdownGate = [
    authenticate(services),
    requireHostAccess(services),
    feature("countdowns"),
  ];

  const editable = async (scope: RequestScope, channelId: string): Promise<ChannelRow> => {
    const channel = await loadChannel(services.repos, scope, channelId);
    authorize(scope.asker, "publish", {
      kind: "channel",
      id: channelId,
    });
    if (channel.archived) throw new ApiError(400, "channel-archived");
    return channel;
  };

  app.get(
    "/channels/:host/:id/top-text",
    { schema: { params: ZChannelParams, response: { 200: ZTopText } }, preHandler: topTextGate },
    async (request) => {
      const channel = await loadChannel(services.repos, scopeOf(request), request.params.id);
      return topText.get(channel.id);
    },
  );

  app.put(
    "/channels/:host/:id/top-text",
    {
      schema: {
        params: ZChannelParams,
        body: ZTopTextUpdateRequest,
        response: { 200: ZTopText, 409: ZStaleVersionResponse },
      },
      preHandler: topTextGate,
    },
    async (request, reply) => {
      const channel = await editable(scopeOf(request), request.params.id);
      const { content, version } = request.body;
      const html = content ? renderHtml(content, { customHtml: sanitizeCustomHtml }) : "";
      // The change and its live event commit together.
      const result = await db.transaction().execute(async (trx) => {
        const out = await createRepositories(trx).topText.save(channel.id, version, content, html);
        if ("saved" in out) await recordTopTextEvent(trx, channel.id, out.saved);
        return out;
      });
      if ("stale" in result) {
        return answerStale(reply, result.stale);
      }
      return reply.code(200).send(result.saved);
    },
  );

  app.get(
    "/countdowns/:host/:channelId",
    {
      schema: { params: ZCountdownChannelParams, response: { 200: ZCountdownList } },
      preHandler: countdownGate,
    },
    async (request) => {
      const channel = await loadChannel(services.repos, scopeOf(request), request.params.channelId);
      return countdowns.list(channel.id);
    },
  );

  app.post(
    "/countdowns/:host/:channelId",
    {
      schema: {
        params: ZCountdownChannelParams,
        body: ZCountdownRequest,
        response: { 201: ZCountdown },
      },
      preHandler: countdownGate,
    },
    async (request, reply) => {
      const channel = await editable(scopeOf(request), request.params.channelId);
      const created = await db.transaction().execute(async (trx) => {
        const row = await createRepositories(trx).countdowns.create(channel.id, request.body);
        await recordCountdownEvent(trx, "countdown.created", channel.id, row.id, row);
        return row;
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    "/countdowns/:host/:channelId/:countdownId",
    {
      schema: { params: ZCountdownParams, body: ZCountdownRequest, response: { 200: ZCountdown } },
      preHandler: countdownGate,
    },
    async (request) => {
      const channel = await editable(scopeOf(request), request.params.channelId);
      const { countdownId } = request.params;
      const updated = await db.transaction().execute(async (trx) => {
        const row = await createRepositories(trx).countdowns.update(
          channel.id,
          countdownId,
          request.body,
        );
        if (row) await recordCountdownEvent(trx, "countdown.updated", channel.id, row.id, row);
        return row;
      });
      if (!updated) throw new ApiError(404, "not-found");
      return updated;
    },
  );

  app.delete(
    "/countdowns/:host/:channelId/:countdownId",
    { schema: { params: ZCountdownParams }, preHandler: countdownGate },
    async (request, reply) => {
      const channel = await editable(scopeOf(request), request.params.channelId);
      const { countdownId } = request.params;
      const removed = await db.transaction().execute(async (trx) => {
        const done = await createRepositories(trx).countdowns.remove(channel.id, countdownId);
        if (done)
          await recordCountdownEvent(trx, "countdown.deleted", channel.id, countdownId, null);
        return done;
      });
      if (!removed) {
        throw new ApiError(404, "not-found");
      }
      return reply.code(204).send();
    },
  );
};
