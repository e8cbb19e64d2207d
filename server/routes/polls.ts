import { findPoll, type PollAttrs } from "../../domain/content/poll";
import { ZDoc } from "../../domain/content/schema";
import { liveKeys } from "../../domain/live-keys";
import {
  POLL_VOTES_PER_CLIENT_PER_MINUTE,
  type PollResults,
  ZPollParams,
  ZPollResults,
  ZPollResultsQuery,
  ZPollVoteRequest,
} from "../../domain/schemas/poll";
import { refuse } from "../auth/authorize";
import { addressKey } from "../auth/client-address";
import { enforceLimits } from "../auth/rate-limit";
import { ApiError } from "../errors";
import { recordEvent } from "../live/record";
import { runWrite } from "../publishing/write";
import { pollVotesRepository } from "../repositories/poll-votes";
import type { RoutePlugin } from "./plugin";

const results = (
  postId: string,
  poll: PollAttrs,
  counts: Map<string, number>,
  voted: string | null,
): PollResults => {
  // Votes for an option the editor has since removed no longer count.
  const shown = Object.fromEntries(poll.options.map((o) => [o.id, counts.get(o.id) ?? 0]));
  return {
    postId,
    pollId: poll.id,
    counts: shown,
    total: Object.values(shown).reduce((a, b) => a + b, 0),
    voted,
  };
};

/**
 * The poll plugin's public routes: readers read a poll's results and vote once
 * each. Each vote and its live `poll.results` event share one transaction, so every open
 * embed (and the editors' feed) sees the new counts over the existing live streams.
 */
export const pollRoutes: RoutePlugin = async (app, { services, db }) => {
  /** The poll in a live post whose account has polls on; 404 or 403 otherwise. */
  async function openPoll(channelId: string, postId: string, pollId: string) {
    const post = await pollVotesRepository(db).post(channelId, postId);
    if (!post) throw new ApiError(404, "not-found");
    if (!post.plugins.includes("poll")) refuse("plugin-disabled");
    const doc = ZDoc.safeParse(post.content);
    const poll = doc.success ? findPoll(doc.data, pollId) : undefined;
    if (!poll) throw new ApiError(404, "not-found");
    return { post, poll };
  }

  app.get(
    "/live/public/:channelId/posts/:postId/polls/:pollId",
    {
      schema: {
        params: ZPollParams,
        querystring: ZPollResultsQuery,
        response: { 200: ZPollResults },
      },
    },
    async (request, reply) => {
      const { channelId, postId, pollId } = request.params;
      const { post, poll } = await openPoll(channelId, postId, pollId);
      const repo = pollVotesRepository(db);
      const reader = request.query.reader;
      const [counts, voted] = await Promise.all([
        repo.counts(post.id, poll.id),
        reader ? repo.choiceOf(post.id, poll.id, reader) : null,
      ]);
      reply.header("cache-control", reader ? "private, no-store" : "public, max-age=2");
      return results(post.id, poll, counts, voted);
    },
  );

  app.post(
    "/live/public/:channelId/posts/:postId/polls/:pollId/votes",
    {
      schema: { params: ZPollParams, body: ZPollVoteRequest, response: { 201: ZPollResults } },
      bodyLimit: 1024,
      preHandler: async (request, reply) => {
        const { channelId } = request.params as { channelId?: string };
        await enforceLimits(services, reply, [
          [
            `poll|client|${addressKey(request.ip)}|${channelId ?? ""}`,
            POLL_VOTES_PER_CLIENT_PER_MINUTE,
          ],
        ]);
      },
    },
    async (request, reply) => {
      const { channelId, postId, pollId } = request.params;
      const { option, reader } = request.body;
      const { post, poll } = await openPoll(channelId, postId, pollId);
      if (!poll.options.some((o) => o.id === option)) {
        throw new ApiError(400, "poll-option-unknown");
      }
      await runWrite(db, request, reply, async (_repos, trx) => {
        const repo = pollVotesRepository(trx);
        if (!(await repo.cast(post.id, poll.id, reader, option))) {
          throw new ApiError(409, "poll-already-voted");
        }
        const counts = results(post.id, poll, await repo.counts(post.id, poll.id), null);
        await recordEvent(trx, {
          type: "poll.results",
          channelId: post.channelId,
          entityId: `${post.id}:${poll.id}`,
          audience: "public",
          data: counts,
          invalidates: [liveKeys.polls(post.channelId)],
        });
        return { status: 201, body: { ...counts, voted: option } };
      });
    },
  );
};
