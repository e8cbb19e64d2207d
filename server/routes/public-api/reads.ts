import { z } from "zod";
import { ZChannelList } from "../../../domain/schemas/channel";
import { ZChangesQuery, ZChangesResponse } from "../../../domain/schemas/live";
import { ZFeedPage, ZFeedQuery } from "../../../domain/schemas/post";
import { ZPublicChannelParams, ZPublicStreamQuery } from "../../../domain/schemas/public-api";
import { mediaOf } from "../../accounts/settings-map";
import { changesSince } from "../../live/changes";
import { holdThroughGrip } from "../../live/grip-hold";
import { openPublicStream } from "../../live/sse";
import { presentHtmls } from "../../media/present";
import { readFeedPage } from "../../publishing/feed";
import { toChannelDto } from "../../repositories/channels";
import type { RoutePlugin } from "../plugin";
import { keyChannel, keyOf, requireApiKey } from "./channel";
import { PUBLIC_CORS_HEADERS } from "./cors";

const ZEventStream = z
  .string()
  .describe("Frames of `id: <event id>`, `event: <type>` and `data: <change as JSON>` lines");

/** What a key reads: its account's channels, their posts, changes and live stream. */
export const publicReadRoutes: RoutePlugin<"services" | "hub" | "grip"> = async (
  app,
  { services, hub, grip },
) => {
  requireApiKey(app, services);

  app.get(
    "/channels",
    {
      schema: {
        summary: "List channels",
        description: "The account's live (not archived) channels, most recently used first.",
        response: { 200: ZChannelList },
      },
    },
    async (request) =>
      (await services.repos.channels.listActive(keyOf(request).accountId)).map(toChannelDto),
  );

  app.get(
    "/channels/:channelId/posts",
    {
      schema: {
        summary: "Read a channel's posts",
        description:
          "Pinned posts first, then newest first. Pass `nextCursor` as `cursor` for the next page; it is null on the last one.",
        params: ZPublicChannelParams,
        querystring: ZFeedQuery,
        response: { 200: ZFeedPage },
      },
    },
    async (request) => {
      const channel = await keyChannel(services, hub, request, request.params.channelId, "read");
      const page = await readFeedPage(services.repos, channel.id, request.query);
      // As the embed serves them: the account's current media settings on every image.
      const { uploads } = services.repos;
      const settings = (await uploads.settingsOfChannels([channel.id])).get(channel.id) ?? {};
      const htmls = await presentHtmls(
        uploads,
        mediaOf(settings),
        page.items.map((post) => post.html),
      );
      return { ...page, items: page.items.map((post, i) => ({ ...post, html: htmls[i]! })) };
    },
  );

  app.get(
    "/channels/:channelId/changes",
    {
      schema: {
        summary: "Read changes since an event id",
        description:
          "Public events (published, updated, deleted, pinned… posts) after `since`, at most `limit` (200 by default and at most) at a time, in increasing id order. Ask again with `last`. `reset` means `since` is older than the log keeps: reload the posts.",
        params: ZPublicChannelParams,
        querystring: ZChangesQuery,
        response: { 200: ZChangesResponse },
      },
      // The log keeps events for days, some recorded by an earlier version in an older shape of
      // their type's data: the answer is documented by the schema, not refused by it (a 500).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const channel = await keyChannel(services, hub, request, request.params.channelId, "read");
      const { since, limit } = request.query;
      return changesSince(hub.store, channel.id, Number(since), limit);
    },
  );

  app.get(
    "/channels/:channelId/stream",
    {
      schema: {
        summary: "Follow a channel's stream",
        description:
          "Server-sent events (text/event-stream): each event's `id` is its event id and its data a change as in /changes. Resume with the Last-Event-ID header or `lastEventId`. Browsers: EventSource cannot send the x-api-key header, read the stream with fetch.",
        params: ZPublicChannelParams,
        querystring: ZPublicStreamQuery,
        response: {
          200: {
            description: "The stream; it stays open.",
            content: { "text/event-stream": { schema: ZEventStream } },
          },
        },
      },
    },
    async (request, reply) => {
      const key = keyOf(request);
      const channel = await keyChannel(services, hub, request, request.params.channelId, "live");
      const options = { channelId: channel.id, headers: PUBLIC_CORS_HEADERS, apiKeyId: key.id };
      // Through GRIP the stream is held on the key's channel too: deleting the key closes it.
      if (grip && (await holdThroughGrip(grip, hub.store, request, reply, options))) return;
      await openPublicStream(hub, request, reply, options);
      // Deleting the key ends its streams on every process (the hubs hear the revocation).
      // A deletion that committed between the key check and the stream's start was heard
      // before the stream listened: look once more now that it does.
      if (!(await services.repos.apiKeys.existsById(key.id))) hub.endApiKeyStreams(key.id);
    },
  );
};
