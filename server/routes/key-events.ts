import { ZKeyEventRequest, ZPost, ZPostParams } from "../../domain/schemas/post";
import { authorize } from "../auth/authorize";
import { loadChannel } from "../auth/load-channel";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { postEntity, presentPost } from "../auth/present";
import { scopeOf } from "../auth/scope";
import { ApiError } from "../errors";
import { recordPostEvent } from "../live/events";
import { StaleVersionError } from "../publishing/stale";
import { runWrite } from "../publishing/write";
import { toPostDto } from "../repositories/posts";
import type { RoutePlugin } from "./plugin";

/**
 * Key events (keyEvents flag): the feed's "Mark as key event" / "Remove from key events".
 * Whoever may edit the post may mark it; the change is a versioned post update, so readers'
 * embeds get it as post.updated.
 */
export const keyEventRoutes: RoutePlugin = async (app, { services, db }) => {
  app.post(
    "/posts/:host/:channelId/:postId/key-event",
    {
      schema: { params: ZPostParams, body: ZKeyEventRequest, response: { 200: ZPost } },
      preHandler: [authenticate(services), requireHostAccess(services)],
    },
    (request, reply) =>
      runWrite(db, request, reply, async (repos, trx) => {
        const scope = scopeOf(request);
        const { channelId, postId } = request.params;
        await loadChannel(repos, scope, channelId, "write");
        const post = await repos.posts.find(channelId, postId);
        if (!post) throw new ApiError(404, "not-found");
        authorize(scope.asker, "edit", postEntity(post));
        const { keyEvent, version } = request.body;
        // Unmarking stays possible with the feature off, so a mark is never stuck.
        if (keyEvent) {
          authorize(scope.asker, "use", { kind: "feature", flag: "keyEvents" });
          authorize(scope.asker, "keyEvent", postEntity(post));
        }
        const row = await repos.posts.update(channelId, postId, version, { key_event: keyEvent });
        if (!row) throw new StaleVersionError(toPostDto(post));
        await recordPostEvent(trx, "post.updated", toPostDto(row));
        return { status: 200, body: presentPost(scope.asker, row) };
      }),
  );
};
