import { createHash } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { channelAbilities } from "../../domain/abilities";
import type { ContributionAbilities } from "../../domain/schemas/abilities";
import { zQueryInt4 } from "../../domain/schemas/common";
import {
  CONTRIBUTION_IMAGE_MAX_BYTES,
  CONTRIBUTION_KINDS,
  CONTRIBUTION_STATUSES,
  type Contribution,
  ZContribution,
  ZContributionEdit,
  ZContributionImage,
  ZContributionList,
  ZContributionSettings,
  ZContributionSubmit,
  ZReplyInput,
} from "../../domain/schemas/contribution";
import type { LiveAudience, LiveEventType } from "../../domain/schemas/live";
import { ZStaleVersionResponse } from "../../domain/schemas/post";
import { authorize, refuse } from "../auth/authorize";
import { loadChannel } from "../auth/load-channel";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { presentContribution } from "../auth/present";
import { enforceLimits } from "../auth/rate-limit";
import { scopeOf } from "../auth/scope";
import type { Db } from "../db/open";
import { ApiError } from "../errors";
import { liveKeys, recordEvent } from "../live/record";
import { storeImage } from "../media/store";
import { readUploadedFile } from "../media/upload";
import { orStale, StaleVersionError } from "../publishing/stale";
import {
  type ContributionStatus,
  contributionsRepository,
  publicContribution,
} from "../repositories/contributions";
import type { Services } from "../services";

/** Reader submissions per client address and channel, and per channel, per minute. */
export const CONTRIBUTION_LIMITS = { perClient: 5, perChannel: 120 } as const;
/** A submit body never needs more than this (the schema's field limits fit well inside). */
const SUBMIT_BODY_LIMIT = 16 * 1024;

/** The React Query key prefix events invalidate: `contributions:<channelId>`. */
export const contributionsInvalidates = (channelId: string) => [liveKeys.contributions(channelId)];

const ZChannelOnly = z.object({ channelId: z.string().uuid() });
const ZScope = z.object({ host: z.string().min(3).max(200), channelId: z.string().uuid() });
const ZItem = ZScope.extend({ id: z.string().min(1).max(64) });
const ZReplyParams = ZItem.extend({ replyId: z.string().min(1).max(64) });
const ZListQuery = z.object({
  kind: z.enum(CONTRIBUTION_KINDS).optional(),
  status: z.enum(CONTRIBUTION_STATUSES).optional(),
});
const ZOptionalVersion = z.object({ version: zQueryInt4().min(1).optional() });
const ZSubmitted = z.object({ id: z.string(), status: z.literal("pending") });
const ZStale = ZStaleVersionResponse.extend({ current: ZContribution });

type Repo = ReturnType<typeof contributionsRepository>;

/**
 * Who sees a contribution change live: published ones go to readers (without the
 * contact), anything else only to moderators (UCOtherContributions holders).
 */
async function recordChange(
  trx: Db,
  type: LiveEventType,
  c: Contribution,
  wasPublic: boolean,
): Promise<void> {
  const isPublic = c.status === "published";
  const audience: LiveAudience = isPublic || wasPublic ? "public" : "moderators";
  // A published one leaving the public view is a deletion for readers (no content).
  const publicType: LiveEventType = isPublic ? "contribution.updated" : "contribution.deleted";
  await recordEvent(trx, {
    channelId: c.channelId,
    type: audience === "public" ? (type === "contribution.created" ? type : publicType) : type,
    entityId: c.id,
    version: c.version,
    audience,
    ownerId: null,
    data: audience === "public" ? (isPublic ? publicContribution(c) : null) : c,
    invalidates: contributionsInvalidates(c.channelId),
  });
}

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
 * Reader comments and questions (spec §2 user contribution, §3, §4). Public routes live
 * under /live/public/{channelId}/contributions; editor routes under /contributions and
 * /contribution-settings. Every change and its live event share one transaction.
 */
export const contributionRoutes: FastifyPluginAsyncZod<{ services: Services; db: Db }> = async (
  app,
  { services, db },
) => {
  const repo = contributionsRepository(db);
  const gate = [authenticate(services), requireHostAccess(services, "use.userContribution")];

  const openChannel = async (channelId: string) => {
    const channel = await repo.publicChannel(channelId);
    if (!channel) throw new ApiError(404, "not-found");
    return channel;
  };

  // --- public (the embed) ---

  app.get(
    "/live/public/:channelId/contributions/settings",
    { schema: { params: ZChannelOnly, response: { 200: ZContributionSettings } } },
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
    { schema: { params: ZChannelOnly, response: { 200: ZContributionList } } },
    async (request, reply) => {
      const channel = await openChannel(request.params.channelId);
      const list = await repo.list(channel.id, { statuses: ["published"] });
      reply.header("cache-control", "public, max-age=2");
      return list.map(publicContribution);
    },
  );

  app.post(
    "/live/public/:channelId/contributions",
    {
      schema: { params: ZChannelOnly, body: ZContributionSubmit, response: { 201: ZSubmitted } },
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
      const created = await db.transaction().execute(async (trx) => {
        const c = await contributionsRepository(trx).create({
          channelId: channel.id,
          kind,
          authorName: settings.hideNameField ? "" : name,
          contact: givenContact || null,
          message,
          imageUrl: imageUrl ?? null,
          clientHash,
        });
        await recordChange(trx, "contribution.created", c, false);
        return c;
      });
      return reply.code(201).send({ id: created.id, status: "pending" as const });
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
        schema: { params: ZChannelOnly, response: { 201: ZContributionImage } },
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
    { schema: { params: ZScope, response: { 200: ZContributionSettings } }, preHandler: gate },
    async (request) => {
      const channel = await loadChannel(services.repos, scopeOf(request), request.params.channelId);
      return repo.settings(channel.id);
    },
  );

  app.put(
    "/contribution-settings/:host/:channelId",
    {
      schema: {
        params: ZScope,
        body: ZContributionSettings,
        response: { 200: ZContributionSettings },
      },
      preHandler: gate,
    },
    async (request) => {
      const scope = scopeOf(request);
      const channel = await loadChannel(services.repos, scope, request.params.channelId);
      authorize(scope.asker, "editContributionSettings", { kind: "channel", id: channel.id });
      return db.transaction().execute(async (trx) => {
        const saved = await contributionsRepository(trx).saveSettings(channel.id, request.body);
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
        return saved;
      });
    },
  );

  app.get(
    "/contributions/:host/:channelId",
    {
      schema: { params: ZScope, querystring: ZListQuery, response: { 200: ZContributionList } },
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

  /** Loads the channel for a moderation write (UCEditDelete) and runs it in one transaction. */
  async function moderate(
    request: FastifyRequest,
    action: keyof ContributionAbilities,
    params: { channelId: string; id: string },
    write: (
      trx: Db,
      r: Repo,
      current: Contribution,
      user: { id: string; name: string },
    ) => Promise<Contribution>,
  ): Promise<Contribution> {
    const scope = scopeOf(request);
    const channel = await loadChannel(services.repos, scope, params.channelId, "write");
    authorize(scope.asker, action, { kind: "contribution", channelId: channel.id });
    const { user } = scope;
    const next = await db.transaction().execute(async (trx) => {
      const r = contributionsRepository(trx);
      const current = await r.find(channel.id, params.id);
      if (!current) throw new ApiError(404, "comment-not-found");
      return write(trx, r, current, { id: user.id, name: user.display_name || user.username });
    });
    return presentContribution(scope.asker, next);
  }

  /** The updated contribution, or a Stale error carrying the current one. */
  async function changed(r: Repo, current: Contribution, next: Contribution | undefined) {
    if (next) return next;
    throw new StaleVersionError((await r.find(current.channelId, current.id)) ?? current);
  }

  const transitions: Record<
    "publish" | "unpublish" | "delete" | "restore",
    (c: Contribution, previous: ContributionStatus | null) => ContributionStatus | null
  > = {
    publish: (c) => (c.status === "pending" ? "published" : null),
    unpublish: (c) => (c.status === "published" ? "pending" : null),
    delete: (c) => (c.status === "deleted" ? null : "deleted"),
    restore: (c, previous) => (c.status === "deleted" ? (previous ?? "pending") : null),
  };

  for (const action of ["publish", "unpublish", "delete", "restore"] as const) {
    app.post(
      `/contributions/:host/:channelId/:id/${action}`,
      {
        schema: {
          params: ZItem,
          querystring: ZOptionalVersion,
          response: { 200: ZContribution, 409: ZStale },
        },
        preHandler: gate,
      },
      async (request, reply) => {
        return orStale(reply, () =>
          moderate(request, action, request.params, async (trx, r, current) => {
            const row = await r.findRow(current.channelId, current.id);
            const previous = row?.previous_status ?? null;
            const to = transitions[action](current, previous);
            if (!to) throw new ApiError(400, "bad-request");
            // Spec §4: deleting a question removes its replies for good; a restore brings
            // back the question alone.
            if (to === "deleted") await r.deleteReplies(current.id);
            const next = await changed(
              r,
              current,
              await r.update(current.channelId, current.id, request.query.version, {
                status: to,
                previousStatus:
                  to === "deleted" ? (current.status as "pending" | "published") : null,
              }),
            );
            const type = action === "delete" ? "contribution.deleted" : "contribution.updated";
            await recordChange(trx, type, next, current.status === "published");
            return next;
          }),
        );
      },
    );
  }

  app.put(
    "/contributions/:host/:channelId/:id",
    {
      schema: {
        params: ZItem,
        body: ZContributionEdit,
        response: { 200: ZContribution, 409: ZStale },
      },
      preHandler: gate,
    },
    async (request, reply) => {
      return orStale(reply, () =>
        moderate(request, "edit", request.params, async (trx, r, current, user) => {
          if (current.status === "deleted") throw new ApiError(400, "bad-request");
          const next = await changed(
            r,
            current,
            await r.update(current.channelId, current.id, request.body.version, {
              message: request.body.message,
              editedBy: user.name,
            }),
          );
          await recordChange(trx, "contribution.updated", next, current.status === "published");
          return next;
        }),
      );
    },
  );

  app.post(
    "/contributions/:host/:channelId/:id/replies",
    {
      schema: { params: ZItem, body: ZReplyInput, response: { 201: ZContribution } },
      preHandler: gate,
    },
    async (request, reply) => {
      const next = await moderate(
        request,
        "reply",
        request.params,
        async (trx, r, current, user) => {
          if (current.kind !== "question" || current.status === "deleted") {
            throw new ApiError(400, "bad-request");
          }
          await r.addReply(current.id, {
            authorId: user.id,
            authorName: user.name,
            message: request.body.message,
          });
          const updated = await changed(
            r,
            current,
            await r.update(current.channelId, current.id, undefined, {}),
          );
          await recordChange(trx, "contribution.updated", updated, current.status === "published");
          return updated;
        },
      );
      return reply.code(201).send(next);
    },
  );

  app.delete(
    "/contributions/:host/:channelId/:id/replies/:replyId",
    { schema: { params: ZReplyParams, response: { 200: ZContribution } }, preHandler: gate },
    async (request) =>
      moderate(request, "reply", request.params, async (trx, r, current) => {
        if (!(await r.deleteReply(current.id, request.params.replyId))) {
          throw new ApiError(404, "not-found");
        }
        const updated = await changed(
          r,
          current,
          await r.update(current.channelId, current.id, undefined, {}),
        );
        await recordChange(trx, "contribution.updated", updated, current.status === "published");
        return updated;
      }),
  );
};
