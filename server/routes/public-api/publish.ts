import { ZPost } from "../../../domain/schemas/post";
import {
  ZPublicChannelParams,
  ZPublicPostRequest,
  ZPublicPublishHeaders,
} from "../../../domain/schemas/public-api";
import { ApiError } from "../../errors";
import { prepareWriterFields } from "../../publishing/prepare";
import { insertPublishedPost } from "../../publishing/publish";
import { runWrite } from "../../publishing/write";
import { enqueuePush } from "../../push/enqueue";
import { toPostDto } from "../../repositories/posts";
import type { RoutePlugin } from "../plugin";
import { keyChannel, keyOf, requireApiKey } from "./channel";

/**
 * Publishing with a key: the post's author is the key (no user), readers see it live, and
 * the account's activity log says which key published where. The write is the editor's
 * (runWrite and insertPublishedPost), so an Idempotency-Key makes a retry publish once.
 */
export const publicPublishRoutes: RoutePlugin<"services" | "db" | "hub"> = async (
  app,
  { services, db, hub },
) => {
  requireApiKey(app, services);

  app.post(
    "/channels/:channelId/posts",
    {
      schema: {
        summary: "Publish a post",
        description:
          "Publishes at the top of the channel's feed, its author shown as the API key's name. Title or content is required; importance, breaking, tags and icons need the account's features. `push: true` also sends the post to the readers who follow the channel's reader page (once per post). Send an `Idempotency-Key` to retry safely: the same key answers the first answer again and publishes once.",
        params: ZPublicChannelParams,
        headers: ZPublicPublishHeaders,
        body: ZPublicPostRequest,
        response: { 201: ZPost },
      },
    },
    async (request, reply) => {
      const key = keyOf(request);
      const channel = await keyChannel(services, hub, request, request.params.channelId, "live");
      const features = await services.repos.accountFeatures.features(key.accountId);
      if (!features) throw new ApiError(401, "api-key-invalid");
      await runWrite(db, request, reply, async (repos, trx) => {
        const fields = await prepareWriterFields(request.body, {
          access: features,
          accountId: key.accountId,
          user: { id: null, display_name: key.name },
          posts: repos.posts,
          // A key publishes no AI suggestion an editor accepted: the label is not its to set.
          aiLabel: false,
        });
        const row = await insertPublishedPost(repos, trx, {
          channelId: channel.id,
          accountId: key.accountId,
          createdBy: null,
          fields,
        });
        if (request.body.push) await enqueuePush(trx, row);
        await repos.activity.add({
          accountId: key.accountId,
          actor: { id: null, displayName: key.name },
          action: "api-key.publish",
          target: { type: "channel", id: channel.id, name: channel.name },
          details: { apiKeyId: key.id, apiKey: key.masked, postId: row.id, title: row.title },
        });
        return { status: 201, body: toPostDto(row) };
      });
    },
  );
};
