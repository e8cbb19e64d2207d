import { z } from "zod";
import { ZPollId, ZPollOptionId } from "../content/poll";

/**
 * A reader's vote and a poll's results (the poll plugin). Readers are told apart
 * by a random id the embed.js loader keeps (docs/plugins.md): the server counts one vote per
 * reader and poll, and rate-limits voting per address so a cleared id cannot stuff the count.
 */
export const ZReaderId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const ZPollParams = z.object({
  channelId: z.uuid(),
  postId: z.uuid(),
  pollId: ZPollId,
});

/** GET results: `reader` answers which option this reader chose, if any. */
export const ZPollResultsQuery = z.object({ reader: ZReaderId.optional() });

/** POST a vote. */
export const ZPollVoteRequest = z.object({ option: ZPollOptionId, reader: ZReaderId });

export const ZPollResults = z.object({
  postId: z.string(),
  pollId: z.string(),
  /** Votes per option id, for every option the poll has now (0 when none). */
  counts: z.record(z.string(), z.number().int().min(0)),
  total: z.number().int().min(0),
  /** The option this reader voted for; null when they have not (or no reader was given). */
  voted: z.string().nullable(),
});
export type PollResults = z.infer<typeof ZPollResults>;

/** Votes per address and channel per minute (readers behind one NAT share an address). */
export const POLL_VOTES_PER_CLIENT_PER_MINUTE = 30;
/** Public poll paths (under the API base). */
export const pollPaths = {
  results: (channelId: string, postId: string, pollId: string) =>
    `/live/public/${channelId}/posts/${postId}/polls/${pollId}`,
  votes: (channelId: string, postId: string, pollId: string) =>
    `/live/public/${channelId}/posts/${postId}/polls/${pollId}/votes`,
} as const;
