import { draftListOwner } from "../../domain/abilities";
import type { DraftAbilities } from "../../domain/schemas/abilities";
import {
  ZDraft,
  ZDraftList,
  ZDraftParams,
  ZDraftPublishRequest,
  ZScheduleRequest,
} from "../../domain/schemas/draft";
import { ZChannelScopeParams, ZPost, ZVersioned, ZVersionQuery } from "../../domain/schemas/post";
import { authorize } from "../auth/authorize";
import { loadChannel } from "../auth/load-channel";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { draftEntity, presentDraft, presentPost } from "../auth/present";
import { scopeOf } from "../auth/scope";
import { ApiError } from "../errors";
import { recordDraftEvent } from "../live/events";
import {
  editorFields,
  newEntryFields,
  ZPostUpdateRequest,
  ZPostWriteRequest,
} from "../publishing/prepare";
import { publishClaimedDraft } from "../publishing/publish";
import { StaleVersionError } from "../publishing/stale";
import { presentedWrite, scopedWrite, type WriteContext } from "../publishing/write";
import { enqueuePush } from "../push/enqueue";
import type { Repositories } from "../repositories";
import { type DraftRow, toDraftDto } from "../repositories/drafts";
import { writerColumns } from "../repositories/posts";
import type { RoutePlugin } from "./plugin";

/** Drafts of a channel: own ones always, everyone's with editAllDrafts. */
export const draftRoutes: RoutePlugin = async (app, { services, db }) => {
  const pre = [authenticate(services), requireHostAccess(services)];

  /** The draft a write acts on (404), if domain/abilities lets the user do `action` to it. */
  async function editable(
    { repos, scope }: WriteContext,
    { channelId, draftId }: { channelId: string; draftId: string },
    action: keyof DraftAbilities = "edit",
  ): Promise<DraftRow> {
    await loadChannel(repos, scope, channelId, "write");
    const draft = await repos.drafts.find(channelId, draftId);
    if (!draft) throw new ApiError(404, "not-found");
    authorize(scope.asker, action, draftEntity(draft));
    return draft;
  }

  /**
   * Applies a version-checked change to the draft and tells its owner with `event`: the saved
   * row, or 409 with the current one when the version was stale.
   */
  async function updateDraft(
    { repos, trx }: WriteContext,
    { channelId, draftId }: { channelId: string; draftId: string },
    version: number,
    change: Parameters<Repositories["drafts"]["update"]>[3],
    event: Parameters<typeof recordDraftEvent>[1],
  ): Promise<DraftRow> {
    const row = await repos.drafts.update(channelId, draftId, version, change);
    const saved = row ?? (await repos.drafts.find(channelId, draftId));
    if (!saved) throw new ApiError(404, "not-found");
    if (!row) throw new StaleVersionError(toDraftDto(saved));
    await recordDraftEvent(trx, event, saved);
    return saved;
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
      const rows = await services.repos.drafts.list(channelId, draftListOwner(scope.asker));
      return rows.map((row) => presentDraft(scope.asker, row));
    },
  );

  app.post(
    "/drafts/:host/:channelId",
    {
      schema: { params: ZChannelScopeParams, body: ZPostWriteRequest, response: { 200: ZDraft } },
      preHandler: pre,
    },
    presentedWrite(db, presentDraft, async (request, context) => {
      const { channelId } = request.params;
      const fields = await newEntryFields(context, channelId, "writeDrafts", request.body);
      const { repos, trx, scope } = context;
      const row = await repos.drafts.insert({
        channelId,
        accountId: scope.accountId,
        userId: scope.user.id,
        fields,
        push: request.body.push,
      });
      await recordDraftEvent(trx, "draft.created", row);
      return row;
    }),
  );

  app.put(
    "/drafts/:host/:channelId/:draftId",
    {
      schema: { params: ZDraftParams, body: ZPostUpdateRequest, response: { 200: ZDraft } },
      preHandler: pre,
    },
    presentedWrite(db, presentDraft, async (request, context) => {
      await editable(context, request.params);
      const fields = await editorFields(request.body, context);
      const { version } = request.body;
      const change = { ...writerColumns(fields), push: request.body.push === true };
      return updateDraft(context, request.params, version, change, "draft.updated");
    }),
  );

  app.delete(
    "/drafts/:host/:channelId/:draftId",
    { schema: { params: ZDraftParams, querystring: ZVersionQuery }, preHandler: pre },
    scopedWrite(db, async (request, context) => {
      const { repos, trx } = context;
      const { channelId, draftId } = request.params;
      const draft = await editable(context, request.params, "delete");
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
      schema: { params: ZDraftParams, body: ZDraftPublishRequest, response: { 200: ZPost } },
      preHandler: pre,
    },
    presentedWrite(db, presentPost, async (request, context) => {
      const { repos, trx, scope } = context;
      const { channelId, draftId } = request.params;
      authorize(scope.asker, "publish", { kind: "channel", id: channelId });
      const draft = await editable(context, request.params, "publish");
      const claimed = await repos.drafts.claimForPublish(draftId, request.body.version);
      if (!claimed) throw new StaleVersionError(toDraftDto(draft));
      const post = await publishClaimedDraft(repos, claimed, trx);
      // Without a choice in the request, the one saved with the draft.
      if (request.body.push ?? claimed.push) await enqueuePush(trx, post);
      return post;
    }),
  );

  app.post(
    "/drafts/:host/:channelId/:draftId/schedule",
    {
      schema: { params: ZDraftParams, body: ZScheduleRequest, response: { 200: ZDraft } },
      preHandler: pre,
    },
    presentedWrite(db, presentDraft, async (request, context) => {
      authorize(context.scope.asker, "publish", { kind: "channel", id: request.params.channelId });
      await editable(context, request.params, "schedule");
      const at = new Date(request.body.scheduledUtc);
      if (!(at.getTime() > Date.now())) throw new ApiError(400, "schedule-in-past");
      const { push } = request.body;
      const change = { scheduled_utc: at, ...(push === undefined ? {} : { push }) };
      return updateDraft(context, request.params, request.body.version, change, "draft.scheduled");
    }),
  );

  app.post(
    "/drafts/:host/:channelId/:draftId/cancel-schedule",
    {
      schema: { params: ZDraftParams, body: ZVersioned, response: { 200: ZDraft } },
      preHandler: pre,
    },
    presentedWrite(db, presentDraft, async (request, context) => {
      await editable(context, request.params);
      const change = { scheduled_utc: null };
      return updateDraft(context, request.params, request.body.version, change, "draft.updated");
    }),
  );
};
