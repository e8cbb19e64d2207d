import { holdsRight } from "../../domain/permissions";
import type { DraftAbilities } from "../../domain/schemas/abilities";
import { ZDraft, ZDraftList, ZDraftParams, ZScheduleRequest } from "../../domain/schemas/draft";
import { ZChannelScopeParams, ZPost, ZVersioned, ZVersionQuery } from "../../domain/schemas/post";
import { authorize } from "../auth/authorize";
import { loadChannel } from "../auth/load-channel";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { draftEntity, presentDraft, presentPost } from "../auth/present";
import { type RequestScope, scopeOf } from "../auth/scope";
import { ApiError } from "../errors";
import { recordDraftEvent } from "../live/events";
import {
  prepareWriterFields,
  writerContext,
  ZWriterBody,
  ZWriterUpdateBody,
} from "../publishing/prepare";
import { publishClaimedDraft } from "../publishing/publish";
import { StaleVersionError } from "../publishing/stale";
import { runWrite } from "../publishing/write";
import type { Repositories } from "../repositories";
import { type DraftRow, toDraftDto } from "../repositories/drafts";
import { writerColumns } from "../repositories/posts";
import type { RoutePlugin } from "./plugin";

/** Drafts of a channel: own ones always, everyone's with editAllDrafts (spec §2, §6). */
export const draftRoutes: RoutePlugin = async (app, { services, db }) => {
  const pre = [authenticate(services), requireHostAccess(services)];

  /** The draft a write acts on (404), if domain/abilities lets the user do `action` to it. */
  async function editable(
    repos: Repositories,
    scope: RequestScope,
    channelId: string,
    draftId: string,
    action: keyof DraftAbilities = "edit",
  ): Promise<DraftRow> {
    await loadChannel(repos, scope, channelId, "write");
    const draft = await repos.drafts.find(channelId, draftId);
    if (!draft) throw new ApiError(404, "not-found");
    authorize(scope.asker, action, draftEntity(draft));
    return draft;
  }

  /** The changed row, or 409 with the current one when the version was stale. */
  async function updated(
    repos: Repositories,
    channelId: string,
    draftId: string,
    row: DraftRow | undefined,
  ): Promise<DraftRow> {
    if (row) return row;
    const current = await repos.drafts.find(channelId, draftId);
    if (!current) throw new ApiError(404, "not-found");
    throw new StaleVersionError(toDraftDto(current));
  }

  app.get(
    "/drafts/:host/:channelId",
    {
      schema: { params: ZChannelScopeParams, response: { 200: ZDraftList } },
      preHandler: pre,
    },
    async (request) => {
      const scope = scopeOf(request);
      const { channelId } = request.params;
      await loadChannel(services.repos, scope, channelId, "read");
      const all = holdsRight(scope.access, "editAllDrafts");
      const rows = await services.repos.drafts.list(channelId, all ? null : scope.user.id);
      return rows.map((row) => presentDraft(scope.asker, row));
    },
  );

  app.post(
    "/drafts/:host/:channelId",
    {
      schema: { params: ZChannelScopeParams, body: ZWriterBody, response: { 200: ZDraft } },
      preHandler: pre,
    },
    (request, reply) =>
      runWrite(db, request, reply, async (repos, trx) => {
        const scope = scopeOf(request);
        const { channelId } = request.params;
        authorize(scope.asker, "writeDrafts", { kind: "channel", id: channelId });
        await loadChannel(repos, scope, channelId, "write");
        const fields = await prepareWriterFields(request.body, writerContext(scope, repos));
        const row = await repos.drafts.insert({
          channelId,
          accountId: scope.accountId,
          userId: scope.user.id,
          fields,
        });
        await recordDraftEvent(trx, "draft.created", row);
        return { status: 200, body: presentDraft(scope.asker, row) };
      }),
  );

  app.put(
    "/drafts/:host/:channelId/:draftId",
    {
      schema: { params: ZDraftParams, body: ZWriterUpdateBody, response: { 200: ZDraft } },
      preHandler: pre,
    },
    (request, reply) =>
      runWrite(db, request, reply, async (repos, trx) => {
        const scope = scopeOf(request);
        const { channelId, draftId } = request.params;
        await editable(repos, scope, channelId, draftId);
        const fields = await prepareWriterFields(request.body, writerContext(scope, repos));
        const row = await repos.drafts.update(
          channelId,
          draftId,
          request.body.version,
          writerColumns(fields),
        );
        const saved = await updated(repos, channelId, draftId, row);
        await recordDraftEvent(trx, "draft.updated", saved);
        return { status: 200, body: presentDraft(scope.asker, saved) };
      }),
  );

  app.delete(
    "/drafts/:host/:channelId/:draftId",
    { schema: { params: ZDraftParams, querystring: ZVersionQuery }, preHandler: pre },
    (request, reply) =>
      runWrite(db, request, reply, async (repos, trx) => {
        const scope = scopeOf(request);
        const { channelId, draftId } = request.params;
        const draft = await editable(repos, scope, channelId, draftId, "delete");
        if (!(await repos.drafts.delete(channelId, draftId, request.query.version))) {
          throw new StaleVersionError(toDraftDto(draft));
        }
        await recordDraftEvent(trx, "draft.deleted", draft);
        return { status: 204, body: undefined };
      }),
  );

  app.post(
    "/drafts/:host/:channelId/:draftId/publish",
    {
      schema: { params: ZDraftParams, body: ZVersioned, response: { 200: ZPost } },
      preHandler: pre,
    },
    (request, reply) =>
      runWrite(db, request, reply, async (repos, trx) => {
        const scope = scopeOf(request);
        const { channelId, draftId } = request.params;
        authorize(scope.asker, "publish", { kind: "channel", id: channelId });
        const draft = await editable(repos, scope, channelId, draftId, "publish");
        const claimed = await repos.drafts.claimForPublish(draftId, request.body.version);
        if (!claimed) throw new StaleVersionError(toDraftDto(draft));
        const post = await publishClaimedDraft(repos, claimed, trx);
        return { status: 200, body: presentPost(scope.asker, post) };
      }),
  );

  app.post(
    "/drafts/:host/:channelId/:draftId/schedule",
    {
      schema: { params: ZDraftParams, body: ZScheduleRequest, response: { 200: ZDraft } },
      preHandler: pre,
    },
    (request, reply) =>
      runWrite(db, request, reply, async (repos, trx) => {
        const scope = scopeOf(request);
        const { channelId, draftId } = request.params;
        authorize(scope.asker, "publish", { kind: "channel", id: channelId });
        await editable(repos, scope, channelId, draftId, "schedule");
        const at = new Date(request.body.scheduledUtc);
        if (!(at.getTime() > Date.now())) throw new ApiError(400, "schedule-in-past");
        const row = await repos.drafts.update(channelId, draftId, request.body.version, {
          scheduled_utc: at,
        });
        const saved = await updated(repos, channelId, draftId, row);
        await recordDraftEvent(trx, "draft.scheduled", saved);
        return { status: 200, body: presentDraft(scope.asker, saved) };
      }),
  );

  app.post(
    "/drafts/:host/:channelId/:draftId/cancel-schedule",
    {
      schema: { params: ZDraftParams, body: ZVersioned, response: { 200: ZDraft } },
      preHandler: pre,
    },
    (request, reply) =>
      runWrite(db, request, reply, async (repos, trx) => {
        const scope = scopeOf(request);
        const { channelId, draftId } = request.params;
        await editable(repos, scope, channelId, draftId);
        const row = await repos.drafts.update(channelId, draftId, request.body.version, {
          scheduled_utc: null,
        });
        const saved = await updated(repos, channelId, draftId, row);
        await recordDraftEvent(trx, "draft.updated", saved);
        return { status: 200, body: presentDraft(scope.asker, saved) };
      }),
  );
};
