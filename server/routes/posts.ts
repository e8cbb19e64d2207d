import {
  ZChannelScopeParams,
  ZFeedPage,
  ZFeedQuery,
  ZHighlightRequest,
  ZPinRequest,
  ZPost,
  ZPostParams,
  ZReorderRequest,
  ZVersionQuery,
} from "../../domain/schemas/post";
import { authorize } from "../auth/authorize";
import { loadChannel } from "../auth/load-channel";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { postEntity, presentPost } from "../auth/present";
import { scopeOf } from "../auth/scope";
import { reorderPost } from "../commands/posts/reorder";
import { postOrThrow, updatedOrStale } from "../commands/posts/rows";
import { recordPostEvent } from "../live/events";
import { readFeedPage } from "../publishing/feed";
import {
  prepareWriterFields,
  writerContext,
  ZWriterBody,
  ZWriterUpdateBody,
} from "../publishing/prepare";
import { insertPublishedPost } from "../publishing/publish";
import { StaleVersionError } from "../publishing/stale";
import { runWrite } from "../publishing/write";
import { toPostDto, writerColumns } from "../repositories/posts";
import type { RoutePlugin } from "./plugin";

/** Posts of a channel (spec §2 feed and editor, §6 rights, §8 messages). */
export const postRoutes: RoutePlugin = async (app, { services, db }) => {
  const pre = [authenticate(services), requireHostAccess(services)];

  app.get(
    "/posts/:host/:channelId",
    {
      schema: {
        params: ZChannelScopeParams,
        querystring: ZFeedQuery,
        response: { 200: ZFeedPage },
      },
      preHandler: pre,
    },
    async (request) => {
      const { channelId } = request.params;
      const scope = scopeOf(request);
      await loadChannel(services.repos, scope, channelId, "read");
      return readFeedPage(services.repos, channelId, request.query, (row) =>
        presentPost(scope.asker, row),
      );
    },
  );

  app.post(
    "/posts/:host/:channelId",
    {
      schema: { params: ZChannelScopeParams, body: ZWriterBody, response: { 200: ZPost } },
      preHandler: pre,
    },
    (request, reply) =>
      runWrite(db, request, reply, async (repos, trx) => {
        const scope = scopeOf(request);
        const { channelId } = request.params;
        authorize(scope.asker, "publish", { kind: "channel", id: channelId });
        await loadChannel(repos, scope, channelId, "write");
        const fields = await prepareWriterFields(request.body, writerContext(scope, repos));
        const row = await insertPublishedPost(repos, trx, {
          channelId,
          accountId: scope.accountId,
          createdBy: scope.user.id,
          fields,
        });
        return { status: 200, body: presentPost(scope.asker, row) };
      }),
  );

  app.put(
    "/posts/:host/:channelId/:postId",
    {
      schema: { params: ZPostParams, body: ZWriterUpdateBody, response: { 200: ZPost } },
      preHandler: pre,
    },
    (request, reply) =>
      runWrite(db, request, reply, async (repos, trx) => {
        const scope = scopeOf(request);
        const { channelId, postId } = request.params;
        await loadChannel(repos, scope, channelId, "write");
        const post = await postOrThrow(repos, channelId, postId);
        authorize(scope.asker, "edit", postEntity(post));
        const fields = await prepareWriterFields(request.body, writerContext(scope, repos));
        const row = await repos.posts.update(
          channelId,
          postId,
          request.body.version,
          writerColumns(fields),
        );
        const saved = await updatedOrStale(repos, channelId, postId, row);
        await recordPostEvent(trx, "post.updated", toPostDto(saved));
        return { status: 200, body: presentPost(scope.asker, saved) };
      }),
  );

  app.delete(
    "/posts/:host/:channelId/:postId",
    {
      schema: { params: ZPostParams, querystring: ZVersionQuery },
      preHandler: pre,
    },
    (request, reply) =>
      runWrite(db, request, reply, async (repos, trx) => {
        const scope = scopeOf(request);
        const { channelId, postId } = request.params;
        await loadChannel(repos, scope, channelId, "write");
        const post = await postOrThrow(repos, channelId, postId);
        authorize(scope.asker, "delete", postEntity(post));
        if (!(await repos.posts.softDelete(channelId, postId, request.query.version))) {
          throw new StaleVersionError(toPostDto(post));
        }
        await recordPostEvent(trx, "post.deleted", toPostDto(post));
        return { status: 204, body: undefined };
      }),
  );

  /** Pin and highlight: a flag on the post, version-checked. */
  for (const [action, schema, column] of [
    ["pin", ZPinRequest, "pinned"],
    ["highlight", ZHighlightRequest, "highlighted"],
  ] as const) {
    app.post(
      `/posts/:host/:channelId/:postId/${action}`,
      { schema: { params: ZPostParams, body: schema, response: { 200: ZPost } }, preHandler: pre },
      (request, reply) =>
        runWrite(db, request, reply, async (repos, trx) => {
          const scope = scopeOf(request);
          const { channelId, postId } = request.params;
          await loadChannel(repos, scope, channelId, "write");
          const post = await postOrThrow(repos, channelId, postId);
          authorize(scope.asker, action, postEntity(post));
          const body = request.body as { version: number; pinned?: boolean; highlighted?: boolean };
          const value = column === "pinned" ? body.pinned : body.highlighted;
          const row = await repos.posts.update(channelId, postId, body.version, {
            [column]: value,
          });
          const saved = await updatedOrStale(repos, channelId, postId, row);
          await recordPostEvent(
            trx,
            column === "pinned" ? "post.pinned" : "post.highlighted",
            toPostDto(saved),
          );
          return { status: 200, body: presentPost(scope.asker, saved) };
        }),
    );
  }

  /** Reorder: the post moves directly below `afterId` (null: to the top) within its group. */
  app.post(
    "/posts/:host/:channelId/:postId/reorder",
    {
      schema: { params: ZPostParams, body: ZReorderRequest, response: { 200: ZPost } },
      preHandler: pre,
    },
    (request, reply) =>
      runWrite(db, request, reply, async (repos, trx) => {
        const scope = scopeOf(request);
        const { channelId, postId } = request.params;
        await loadChannel(repos, scope, channelId, "write");
        const post = await postOrThrow(repos, channelId, postId);
        authorize(scope.asker, "reorder", postEntity(post));
        const saved = await reorderPost(repos, trx, post, request.body);
        return { status: 200, body: presentPost(scope.asker, saved) };
      }),
  );
};
