import { sql } from "kysely";
import type { Db } from "../db/open";

/** A published post's poll context: its content and whether its account has polls on. */
export interface PollPost {
  id: string;
  channelId: string;
  content: unknown;
  plugins: string[];
}

/** Votes of the poll plugin (migration 090): one row per reader and poll. */
export const pollVotesRepository = (db: Db) => ({
  /** A live post of a live channel, with its account's plugins; undefined otherwise. */
  async post(channelId: string, postId: string): Promise<PollPost | undefined> {
    const row = await db
      .selectFrom("posts")
      .innerJoin("channels", "channels.id", "posts.channel_id")
      .innerJoin("accounts", "accounts.id", "posts.account_id")
      .select(["posts.id", "posts.channel_id", "posts.content", "accounts.settings"])
      .where("posts.id", "=", postId)
      .where("posts.channel_id", "=", channelId)
      .where("posts.deleted_utc", "is", null)
      .where("channels.archived", "=", false)
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          channelId: row.channel_id,
          content: row.content,
          plugins: row.settings.plugins ?? [],
        }
      : undefined;
  },

  /** Casts a vote; false when this reader has voted in this poll already. */
  async cast(postId: string, pollId: string, readerId: string, optionId: string): Promise<boolean> {
    const inserted = await db
      .insertInto("poll_votes")
      .values({ post_id: postId, poll_id: pollId, reader_id: readerId, option_id: optionId })
      .onConflict((oc) => oc.columns(["post_id", "poll_id", "reader_id"]).doNothing())
      .returning("reader_id")
      .executeTakeFirst();
    return inserted !== undefined;
  },

  async counts(postId: string, pollId: string): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom("poll_votes")
      .select(["option_id", sql<string>`count(*)::text`.as("n")])
      .where("post_id", "=", postId)
      .where("poll_id", "=", pollId)
      .groupBy("option_id")
      .execute();
    return new Map(rows.map((r) => [r.option_id, Number(r.n)]));
  },

  async choiceOf(postId: string, pollId: string, readerId: string): Promise<string | null> {
    const row = await db
      .selectFrom("poll_votes")
      .select("option_id")
      .where("post_id", "=", postId)
      .where("poll_id", "=", pollId)
      .where("reader_id", "=", readerId)
      .executeTakeFirst();
    return row?.option_id ?? null;
  },
});
