import { createHash } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { channelAbilities } from "../../domain/abilities";
import type { ContributionAbilities } from "../../domain/schemas/abilities";
import { ZHostParams, zQueryInt4 } from "../../domain/schemas/common";
import {
  CONTRIBUTION_IMAGE_MAX_BYTES,
  CONTRIBUTION_KINDS,
  CONTRIBUTION_STATUSES,
  type Contribution,
  ZContribution,
  ZContributionEditRequest,
  ZContributionImage,
  ZContributionList,
  ZContributionSettings,
  ZContributionSubmitRequest,
  ZReplyRequest,
} from "../../domain/schemas/contribution";
import { ZStaleVersionResponse } from "../../domain/schemas/post";
import { mediaOf } from "../accounts/settings-map";
import { authorize, refuse } from "../auth/authorize";
import { loadChannel } from "../auth/load-channel";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { presentContribution } from "../auth/present";
import { enforceLimits } from "../auth/rate-limit";
import { scopeOf } from "../auth/scope";
import { type Moderation, moderateContribution } from "../commands/contributions/moderate";
import { contributionsInvalidates, recordChange } from "../commands/contributions/record-change";
import { ApiError } from "../errors";
import { recordEvent } from "../live/record";
import { presentContributions } from "../media/present";
import { storeImage } from "../media/store";
import { readUploadedFile } from "../media/upload";
import { orStale } from "../publishing/stale";
import { runWrite, scopedWrite } from "../publishing/write";
import { type ContributionStatus, publicContribution } from "../repositories/contributions";
import type { Services } from "../services";
import type { RoutePlugin } from "./plugin";

/** Reader submissions per client address and channel, and per channel, per minute. */
export const CONTRIBUTION_LIMITS = { perClient: 5, perChannel: 120 } as const;
/** A submit body never needs more than this (the schema's field limits fit well inside). */
const SUBMIT_BODY_LIMIT = 16 * 1024;

const ZReaderChannelParams = z.object({ channelId: z.string().uuid() });
const ZScopeParams = ZHostParams.extend({ channelId: z.string().uuid() });
const ZItemParams = ZScopeParams.extend({ id: z.string().min(1).max(64) });
const ZReplyParams = ZItemParams.extend({ replyId: z.string().min(1).max(64) });
const ZListQuery = z.object({
  kind: z.enum(CONTRIBUTION_KINDS).optional(),
  status: z.enum(CONTRIBUTION_STATUSES).optional(),
});
const ZOptionalVersionQuery = z.object({ version: zQueryInt4().min(1).optional() });
const ZSubmitted = z.object({ id: z.string(), status: z.literal("pending") });
const ZStale = ZStaleVersionResponse.extend({ current: ZContribution });

/**
 * `prefix` keeps the image uploads' counters apart from the submits' (same limits). The
 * counters are the shared ones sign-in uses, so N servers still allow each limit once.
 */
function submitLimiter(
  services: Pick<Services, "rateLimits">,
  prefix = "contrib",
): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const channelId = (request.params as { channelId?: string }).channelId ?? "";
    await enforceLimits(services, reply, [
      [`${prefix}|client|${request.ip}|${channelId}`, CONTRIBUTION_LIMITS.perClient],
      [`${prefix}|channel|${channelId}`, CONTRIBUTION_LIMITS.perChannel],
    ]);
  };
}

/**
 * Reader comments and questions. Public routes live
 * under /live/public/{channelId}/contributions; editor routes under /contributions and
 * /contribution-settings. Every change and its live event share one transaction.
 */
export const contributionRoutes: RoutePlugin = async (app, { services, db }) => {
  const repo = services.repos.contributions;
  const gate = [authenticate(services), requireHostAccess(services, "use.userContribution")];

  const openChannel = async (channelId: string) => {
    const channel = await repo.publicChannel(channelId);
    if (!channel) throw new ApiError(404, "not-found");
    return channel;
  };

  // --- public (the embed) ---

  app.get(
    "/live/public/:channelId/contributions/settings",
    { schema: { params: ZReaderChannelParams, response: { 200: ZContributionSettings } } },
    async (request) => {
      const channel = await openChannel(request.params.channelId);
      const settings = await repo.settings(channel.id);
      if (channel.disabledFeatures.includes("userContribution")) {
        return { ...settings, comments: false, questions: false };
      }
      return settings;
    },
  );

  app.get(
    "/live/public/:channelId/contributions",
    { schema: { params: ZReaderChannelParams, response: { 200: ZContributionList } } },
    async (request, reply) => {
      const channel = await openChannel(request.params.channelId);
      const [list, settings] = await Promise.all([
        repo.list(channel.id, { statuses: ["published"] }),
        services.repos.uploads.settingsOfChannels([channel.id]),
      ]);
      const media = mediaOf(settings.get(channel.id) ?? {});
      reply.header("cache-control", "public, max-age=2");
      return presentContributions(services.repos.uploads, media, list.map(publicContribution));
    },
  );

  app.post(
    "/live/public/:channelId/contributions",
    {
      schema: {
        params: ZReaderChannelParams,
        body: ZContributionSubmitRequest,
        response: { 201: ZSubmitted },
      },
      bodyLimit: SUBMIT_BODY_LIMIT,
      preHandler: submitLimiter(services),
    },
    async (request, reply) => {
      const channel = await openChannel(request.params.channelId);
      const settings = await repo.settings(channel.id);
      const { kind, name, contact, message, imageUrl } = request.body;
      const open =
        !channel.disabledFeatures.includes("userContribution") &&
        (kind === "comment" ? settings.comments : settings.questions);
      if (!open) refuse("contributions-closed");
      if (imageUrl) {
        if (!settings.imageUpload) refuse("contributions-closed");
        // Only an image uploaded to this channel's account (the schema already allows
        // nothing but `/uploads/<uuid>.<ext>`).
        const upload = await services.repos.uploads.findByFile(imageUrl.slice("/uploads/".length));
        if (upload?.account_id !== channel.accountId) throw new ApiError(400, "bad-request");
      }
      const givenContact = settings.hideContactField ? "" : contact;
      if (settings.requireContactInfo && !settings.hideContactField && !givenContact) {
        throw new ApiError(400, "contact-required");
      }
      const clientHash = createHash("sha256")
        .update(`${request.ip}|${channel.id}`)
        .digest("hex")
        .slice(0, 32);
      await runWrite(db, request, reply, async (repos, trx) => {
        const c = await repos.contributions.create({
          channelId: channel.id,
          kind,
          authorName: settings.hideNameField ? "" : name,
          contact: givenContact || null,
          message,
          imageUrl: imageUrl ?? null,
          clientHash,
        });
        await recordChange(trx, "contribution.created", c, false);
        return { status: 201, body: { id: c.id, status: "pending" as const } };
      });
    },
  );

  // The reader's optional image: multipart (field "file"), sniffed and stored like the
  // editors' uploads; the submit then references the answered url. Multipart is parsed
  // only in this child scope.
  await app.register(async (child) => {
    await child.register(multipart, {
      limits: { fileSize: CONTRIBUTION_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    child.withTypeProvider<ZodTypeProvider>().post(
      "/live/public/:channelId/contributions/image",
      {
        schema: { params: ZReaderChannelParams, response: { 201: ZContributionImage } },
        preHandler: submitLimiter(services, "contrib-image"),
      },
      async (request, reply) => {
        const channel = await openChannel(request.params.channelId);
        const settings = await repo.settings(channel.id);
        const open =
          !channel.disabledFeatures.includes("userContribution") &&
          settings.imageUpload &&
          (settings.comments || settings.questions);
        if (!open) refuse("contributions-closed");
        const bytes = await readUploadedFile(request);
        const image = await storeImage(
          services,
          { accountId: channel.accountId, userId: null },
          bytes,
        );
        return reply.code(201).send({ url: image.url });
      },
    );
  });

  // --- editors ---

  app.get(
    "/contribution-settings/:host/:channelId",
    {
      schema: { params: ZScopeParams, response: { 200: ZContributionSettings } },
      preHandler: gate,
    },
    async (request) => {
      const channel = await loadChannel(services.repos, scopeOf(request), request.params.channelId);
      return repo.settings(channel.id);
    },
  );

  app.put(
    "/contribution-settings/:host/:channelId",
    {
      schema: {
        params: ZScopeParams,
        body: ZContributionSettings,
        response: { 200: ZContributionSettings },
      },
      preHandler: gate,
    },
    scopedWrite(db, async (request, { repos, trx, scope }) => {
      const channel = await loadChannel(repos, scope, request.params.channelId);
      authorize(scope.asker, "editContributionSettings", { kind: "channel", id: channel.id });
      const saved = await repos.contributions.saveSettings(channel.id, request.body);
      await recordEvent(trx, {
        channelId: channel.id,
        type: "contributionSettings.updated",
        entityId: channel.id,
        version: null,
        audience: "public",
        ownerId: null,
        data: saved,
        invalidates: contributionsInvalidates(channel.id),
      });
      return { status: 200, body: saved };
    }),
  );

  app.get(
    "/contributions/:host/:channelId",
    {
      schema: {
        params: ZScopeParams,
        querystring: ZListQuery,
        response: { 200: ZContributionList },
      },
      preHandler: gate,
    },
    async (request) => {
      const scope = scopeOf(request).asker;
      const channel = await loadChannel(services.repos, scopeOf(request), request.params.channelId);
      const { kind, status } = request.query;
      const entity = { kind: "channel", id: channel.id } as const;
      if (status === "pending") authorize(scope, "seePendingContributions", entity);
      if (status === "deleted") authorize(scope, "moderateContributions", entity);
      const statuses: ContributionStatus[] = status
        ? [status]
        : channelAbilities(scope, channel.id).seePendingContributions
          ? ["pending", "published"]
          : ["published"];
      const list = await repo.list(channel.id, { kind, statuses });
      return list.map((c) => presentContribution(scope, c));
    },
  );

  /** Loads the channel, authorises the step (UCEditDelete) and runs the moderation command. */
  async function moderate(
    request: FastifyRequest,
    action: keyof ContributionAbilities,
    params: { channelId: string; id: string },
    step: Moderation,
  ): Promise<Contribution> {
    const scope = scopeOf(request);
    const channel = await loadChannel(services.repos, scope, params.channelId, "write");
    authorize(scope.asker, action, { kind: "contribution", channelId: channel.id });
    const { user } = scope;
    const moderator = { id: user.id, name: user.display_name || user.username };
    const next = await moderateContribution(db, channel.id, params.id, step, moderator);
    return presentContribution(scope.asker, next);
  }

  for (const action of ["publish", "unpublish", "delete", "restore"] as const) {
    app.post(
      `/contributions/:host/:channelId/:id/${action}`,
      {
        schema: {
          params: ZItemParams,
          querystring: ZOptionalVersionQuery,
          response: { 200: ZContribution, 409: ZStale },
        },
        preHandler: gate,
      },
      async (request, reply) =>
        orStale(reply, () =>
          moderate(request, action, request.params, {
            action,
            version: request.query.version,
          }),
        ),
    );
  }

  app.put(
    "/contributions/:host/:channelId/:id",
    {
      schema: {
        params: ZItemParams,
        body: ZContributionEditRequest,
        response: { 200: ZContribution, 409: ZStale },
      },
      preHandler: gate,
    },
    async (request, reply) =>
      orStale(reply, () =>
        moderate(request, "edit", request.params, { action: "edit", ...request.body }),
      ),
  );

  app.post(
    "/contributions/:host/:channelId/:id/replies",
    {
      schema: { params: ZItemParams, body: ZReplyRequest, response: { 201: ZContribution } },
      preHandler: gate,
    },
    async (request, reply) => {
      const { message } = request.body;
      const next = await moderate(request, "reply", request.params, { action: "reply", message });
      return reply.code(201).send(next);
    },
  );

  app.delete(
    "/contributions/:host/:channelId/:id/replies/:replyId",
    { schema: { params: ZReplyParams, response: { 200: ZContribution } }, preHandler: gate },
    async (request) =>
      moderate(request, "reply", request.params, {
        action: "removeReply",
        replyId: request.params.replyId,
      }),
  );
};
