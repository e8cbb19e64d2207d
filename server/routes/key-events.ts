import { ZKeyEventRequest, ZPost, ZPostParams } from "../../domain/schemas/post";
import { authorize } from "../auth/authorize";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { postEntity, presentPost } from "../auth/present";
import { editablePost, updatePost } from "../commands/posts/rows";
import { scopedWrite } from "../publishing/write";
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
    scopedWrite(db, async (request, context) => {
      const post = await editablePost(context, request.params, "edit");
      const { keyEvent, version } = request.body;
      // Unmarking stays possible with the feature off, so a mark is never stuck.
      if (keyEvent) {
        authorize(context.scope.asker, "use", { kind: "feature", flag: "keyEvents" });
        authorize(context.scope.asker, "keyEvent", postEntity(post));
      }
      const change = { key_event: keyEvent };
      const saved = await updatePost(context, request.params, version, change, "post.updated");
      return { status: 200, body: presentPost(context.scope.asker, saved) };
    }),
  );
};
