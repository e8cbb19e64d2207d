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
import { scopeOf } from "../auth/scope";
import { sanitizeCustomHtml } from "../content/sanitize";
import type { ChannelRow } from "../db/schema";
import { ApiError } from "../errors";
import { recordCountdownEvent, recordTopTextEvent } from "../live/events";
import { StaleVersionError } from "../publishing/stale";
import { scopedWrite, type WriteContext } from "../publishing/write";
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

  const editable = async (
    { repos, scope }: WriteContext,
    channelId: string,
  ): Promise<ChannelRow> => {
    const channel = await loadChannel(repos, scope, channelId);
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
    scopedWrite(db, async (request, context) => {
      const channel = await editable(context, request.params.id);
      const { content, version } = request.body;
      const html = content ? renderHtml(content, { customHtml: sanitizeCustomHtml }) : "";
      const out = await context.repos.topText.save(channel.id, version, content, html);
      if ("stale" in out) throw new StaleVersionError(out.stale);
      await recordTopTextEvent(context.trx, channel.id, out.saved);
      return { status: 200, body: out.saved };
    }),
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
    scopedWrite(db, async (request, context) => {
      const channel = await editable(context, request.params.channelId);
      const row = await context.repos.countdowns.create(channel.id, request.body);
      await recordCountdownEvent(context.trx, "countdown.created", channel.id, row.id, row);
      return { status: 201, body: row };
    }),
  );

  app.put(
    "/countdowns/:host/:channelId/:countdownId",
    {
      schema: { params: ZCountdownParams, body: ZCountdownRequest, response: { 200: ZCountdown } },
      preHandler: countdownGate,
    },
    scopedWrite(db, async (request, context) => {
      const channel = await editable(context, request.params.channelId);
      const { countdownId } = request.params;
      const row = await context.repos.countdowns.update(channel.id, countdownId, request.body);
      if (!row) throw new ApiError(404, "not-found");
      await recordCountdownEvent(context.trx, "countdown.updated", channel.id, row.id, row);
      return { status: 200, body: row };
    }),
  );

  app.delete(
    "/countdowns/:host/:channelId/:countdownId",
    { schema: { params: ZCountdownParams }, preHandler: countdownGate },
    scopedWrite(db, async (request, context) => {
      const channel = await editable(context, request.params.channelId);
      const { countdownId } = request.params;
      if (!(await context.repos.countdowns.remove(channel.id, countdownId))) {
        throw new ApiError(404, "not-found");
      }
      await recordCountdownEvent(context.trx, "countdown.deleted", channel.id, countdownId, null);
      return { status: 204, body: undefined };
    }),
  );
};
