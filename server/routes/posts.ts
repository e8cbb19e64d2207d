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
import { loadChannel } from "../auth/load-channel";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { presentPost } from "../auth/present";
import { scopeOf } from "../auth/scope";
import { reorderPost } from "../commands/posts/reorder";
import { editablePost, updatePost } from "../commands/posts/rows";
import { recordPostEvent } from "../live/events";
import { readFeedPage } from "../publishing/feed";
import {
  editorFields,
  newEntryFields,
  ZPostUpdateRequest,
  ZPostWriteRequest,
} from "../publishing/prepare";
import { insertPublishedPost } from "../publishing/publish";
import { StaleVersionError } from "../publishing/stale";
import { presentedWrite, scopedWrite } from "../publishing/write";
import { enqueuePush } from "../push/enqueue";
import { toPostDto, writerColumns } from "../repositories/posts";
import type { RoutePlugin } from "./plugin";

/** Posts of a channel. */
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
      schema: { params: ZChannelScopeParams, body: ZPostWriteRequest, response: { 200: ZPost } },
      preHandler: pre,
    },
    presentedWrite(db, presentPost, async (request, context) => {
      const { channelId } = request.params;
      const fields = await newEntryFields(context, channelId, "publish", request.body);
      const { repos, trx, scope } = context;
      const post = await insertPublishedPost(repos, trx, {
        channelId,
        accountId: scope.accountId,
        createdBy: scope.user.id,
        fields,
      });
      if (request.body.push) await enqueuePush(trx, post);
      return post;
    }),
  );

  app.put(
    "/posts/:host/:channelId/:postId",
    {
      schema: { params: ZPostParams, body: ZPostUpdateRequest, response: { 200: ZPost } },
      preHandler: pre,
    },
    presentedWrite(db, presentPost, async (request, context) => {
      await editablePost(context, request.params, "edit");
      const fields = await editorFields(request.body, context);
      const { version } = request.body;
      const columns = writerColumns(fields);
      const post = await updatePost(context, request.params, version, columns, "post.updated");
      // An update may send a post not sent yet; one sent already is not sent again.
      if (request.body.push) await enqueuePush(context.trx, post);
      return post;
    }),
  );

  app.delete(
    "/posts/:host/:channelId/:postId",
    { schema: { params: ZPostParams, querystring: ZVersionQuery }, preHandler: pre },
    scopedWrite(db, async (request, context) => {
      const { channelId, postId } = request.params;
      const { repos, trx } = context;
      const post = await editablePost(context, request.params, "delete");
      if (!(await repos.posts.softDelete(channelId, postId, request.query.version))) {
        throw new StaleVersionError(toPostDto(post));
      }
      await recordPostEvent(trx, "post.deleted", toPostDto(post));
      return { status: 204, body: undefined };
    }),
  );

  /** Pin and highlight: a flag on the post, version-checked. */
  for (const [action, schema, column, event] of [
    ["pin", ZPinRequest, "pinned", "post.pinned"],
    ["highlight", ZHighlightRequest, "highlighted", "post.highlighted"],
  ] as const) {
    app.post(
      `/posts/:host/:channelId/:postId/${action}`,
      { schema: { params: ZPostParams, body: schema, response: { 200: ZPost } }, preHandler: pre },
      presentedWrite(db, presentPost, async (request, context) => {
        await editablePost(context, request.params, action);
        const body = request.body as { version: number; pinned?: boolean; highlighted?: boolean };
        const value = column === "pinned" ? body.pinned : body.highlighted;
        const change = { [column]: value };
        return updatePost(context, request.params, body.version, change, event);
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
    presentedWrite(db, presentPost, async (request, context) => {
      const post = await editablePost(context, request.params, "reorder");
      return reorderPost(context, post, request.body);
    }),
  );
};
