import { type ExpressionBuilder, type Selectable, sql } from "kysely";
import { SEARCH_MAX_POSTS } from "../../domain/constants";
import type { Doc } from "../../domain/content/schema";
import type { Post } from "../../domain/schemas/post";
import type { Db } from "../db/open";
import type { Database, PostsTable } from "../db/schema";
import { isUuid } from "../db/uuid";
import type { FeedKey } from "./feed-cursor";

export { decodeCursor, encodeCursor } from "./feed-cursor";

export type PostRow = Selectable<PostsTable> & { author_avatar_url: string | null };

/** What an editor writes, as stored on posts and drafts alike. */
export interface WriterFields {
  title: string;
  content: Doc | null;
  html: string;
  plain_text: string;
  importance: PostsTable["importance"];
  author_id: string | null;
  author_name: string;
  tags: string[];
  icons: string[];
  breaking: boolean;
  /** Undefined: left as stored (an update), false on insert. */
  key_event?: boolean;
  /** As key_event: undefined leaves it as stored. */
  ai_assisted?: boolean;
}

/** Serialises writer fields for an insert or update (jsonb columns take JSON text). */
export const writerColumns = (f: WriterFields) => ({
  title: f.title,
  content: f.content ? JSON.stringify(f.content) : null,
  html: f.html,
  plain_text: f.plain_text,
  importance: f.importance,
  author_id: f.author_id,
  author_name: f.author_name,
  tags: JSON.stringify(f.tags),
  icons: JSON.stringify(f.icons),
  breaking: f.breaking,
  // Kysely leaves undefined columns out of the statement.
  key_event: f.key_event,
  ai_assisted: f.ai_assisted,
});

/** The columns posts and drafts share, as their DTOs carry them. */
type WrittenRow = Pick<
  PostRow,
  | "id"
  | "channel_id"
  | "title"
  | "content"
  | "html"
  | "importance"
  | "author_id"
  | "author_name"
  | "author_avatar_url"
  | "tags"
  | "icons"
  | "breaking"
  | "key_event"
  | "ai_assisted"
  | "version"
  | "created_utc"
  | "updated_utc"
>;

export const writtenDto = (row: WrittenRow) => ({
  id: row.id,
  channelId: row.channel_id,
  title: row.title,
  content: (row.content as Doc | null) ?? null,
  html: row.html,
  importance: row.importance,
  authorId: row.author_id,
  authorName: row.author_name,
  authorAvatarUrl: row.author_avatar_url,
  tags: row.tags,
  icons: row.icons,
  breaking: row.breaking,
  keyEvent: row.key_event,
  aiAssisted: row.ai_assisted,
  version: row.version,
  createdUtc: row.created_utc.toISOString(),
  updatedUtc: row.updated_utc.toISOString(),
});

/** The channel's live post `id`, if it still has the version the caller read. */
const liveAt =
  (channelId: string, id: string, version: number) => (eb: ExpressionBuilder<Database, "posts">) =>
    eb.and({ id, channel_id: channelId, version, deleted_utc: null });

export const toPostDto = (row: PostRow): Post => ({
  ...writtenDto(row),
  pinned: row.pinned,
  highlighted: row.highlighted,
  order: row.sort_order,
});

export interface PageQuery {
  after: FeedKey | null;
  limit: number;
}

export interface PostPage {
  rows: PostRow[];
  next: FeedKey | null;
  total: number;
  searchLimited: boolean;
}

type PostsEb = ExpressionBuilder<Database & { p: PostsTable }, "p">;

const avatar = (eb: PostsEb) =>
  eb
    .selectFrom("users as u")
    .select("u.avatar_url")
    .whereRef("u.id", "=", "p.author_id")
    .as("author_avatar_url");

/** Rows strictly after a key in feed order (pinned desc, sort_order desc, id desc). */
const afterKey = (k: FeedKey) =>
  k.pinned
    ? sql<boolean>`(not p.pinned or (p.sort_order, p.id) < (${k.order}, ${k.id}::uuid))`
    : sql<boolean>`(not p.pinned and (p.sort_order, p.id) < (${k.order}, ${k.id}::uuid))`;

/** LIKE pattern matching the text literally (wildcards and the escape character escaped). */
export const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function page(rows: PostRow[], limit: number): { rows: PostRow[]; next: FeedKey | null } {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return {
    rows: shown,
    next: more && last ? { pinned: last.pinned, order: last.sort_order, id: last.id } : null,
  };
}

export const postsRepository = (db: Db) => {
  const live = () =>
    db.selectFrom("posts as p").selectAll("p").select(avatar).where("p.deleted_utc", "is", null);

  /** The sort orders of a channel's pinned (or unpinned) group of live posts, but one. */
  const groupOrders = (channelId: string, pinned: boolean, skipId: string) =>
    db
      .selectFrom("posts as p")
      .select("p.sort_order")
      .where("p.channel_id", "=", channelId)
      .where("p.deleted_utc", "is", null)
      .where("p.pinned", "=", pinned)
      .where("p.id", "!=", skipId);

  return {
    async find(channelId: string, id: string): Promise<PostRow | undefined> {
      if (!isUuid(id)) return undefined;
      return live().where("p.channel_id", "=", channelId).where("p.id", "=", id).executeTakeFirst();
    },

    /** The channel's key events, newest first (the embed's list and its JSON-LD). */
    keyEvents(channelId: string, limit: number): Promise<PostRow[]> {
      return live()
        .where("p.channel_id", "=", channelId)
        .where("p.key_event", "=", true)
        .orderBy("p.created_utc", "desc")
        .orderBy("p.id", "desc")
        .limit(limit)
        .execute();
    },

    /** One page of the feed: pinned first, then order desc, keyset-paged. */
    async feed(channelId: string, q: PageQuery): Promise<PostPage> {
      let query = live().where("p.channel_id", "=", channelId);
      if (q.after) query = query.where(afterKey(q.after));
      const [rows, count] = await Promise.all([
        query
          .orderBy("p.pinned", "desc")
          .orderBy("p.sort_order", "desc")
          .orderBy("p.id", "desc")
          .limit(q.limit + 1)
          .execute(),
        db
          .selectFrom("channel_post_counts")
          .select("posts as n")
          .where("channel_id", "=", channelId)
          .executeTakeFirst(),
      ]);
      return { ...page(rows, q.limit), total: count?.n ?? 0, searchLimited: false };
    },

    /**
     * Case-insensitive search of title and text (the generated search_text column) over the latest SEARCH_MAX_POSTS posts of the channel (in feed
     * order); searchLimited says there were more posts than that.
     */
    async search(channelId: string, text: string, q: PageQuery): Promise<PostPage> {
      // One statement over narrow rows (no documents): the window of the latest posts,
      // whether there were more, the number of hits and this page's keys. Only the page's
      // rows are then read in full.
      const keyset = q.after ? sql`and ${afterKey(q.after)}` : sql``;
      const { rows: hits } = await sql<{
        total: string | number;
        beyond: boolean;
        id: string | null;
      }>`
        with recent as (
          select r.*, row_number() over (order by pinned desc, sort_order desc, id desc) as rn
          from (
            select id, pinned, sort_order, search_text from posts
            where channel_id = ${channelId} and deleted_utc is null
            order by pinned desc, sort_order desc, id desc
            limit ${SEARCH_MAX_POSTS + 1}
          ) r
        ),
        hits as (
          select id, pinned, sort_order from recent
          where rn <= ${SEARCH_MAX_POSTS} and search_text like lower(${likePattern(text)})
        )
        select t.total, t.beyond, h.id
        from (
          select (select count(*) from hits) as total,
                 (select count(*) from recent) > ${SEARCH_MAX_POSTS} as beyond
        ) t
        left join lateral (
          select p.id, p.pinned, p.sort_order from hits p where true ${keyset}
          order by p.pinned desc, p.sort_order desc, p.id desc
          limit ${q.limit + 1}
        ) h on true`.execute(db);
      const ids = hits.flatMap((h) => (h.id ? [h.id] : []));
      const rows = ids.length
        ? await live()
            .where("p.id", "in", ids)
            .orderBy("p.pinned", "desc")
            .orderBy("p.sort_order", "desc")
            .orderBy("p.id", "desc")
            .execute()
        : [];
      return {
        ...page(rows, q.limit),
        total: Number(hits[0]?.total ?? 0),
        searchLimited: hits[0]?.beyond ?? false,
      };
    },

    /** Publishes: the new post goes to the top (above every reordered post too). */
    async insert(values: {
      channelId: string;
      accountId: string;
      createdBy: string | null;
      fields: WriterFields;
    }): Promise<PostRow> {
      // The channel moves up the recents in the same statement (one round trip fewer).
      const { id } = await db
        .with("touched", (qb) =>
          qb
            .updateTable("channels")
            .set({ last_used_utc: sql`now()` })
            .where("id", "=", values.channelId)
            .returning("id"),
        )
        .insertInto("posts")
        .values({
          ...writerColumns(values.fields),
          channel_id: values.channelId,
          account_id: values.accountId,
          created_by: values.createdBy,
          sort_order: sql<number>`greatest(
            floor(extract(epoch from clock_timestamp()) * 1000),
            coalesce((select max(sort_order) from posts where channel_id = ${values.channelId}), 0) + 1
          )`,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const row = await live().where("p.id", "=", id).executeTakeFirst();
      if (!row) throw new Error("inserted post vanished");
      return row;
    },

    /**
     * Changes a post when it still has the version the caller read; undefined when it
     * does not (stale, deleted or unknown). Bumps the version.
     */
    async update(
      channelId: string,
      id: string,
      version: number,
      patch: Partial<ReturnType<typeof writerColumns>> & {
        pinned?: boolean;
        highlighted?: boolean;
        sort_order?: number;
      },
    ): Promise<PostRow | undefined> {
      if (!isUuid(id)) return undefined;
      const done = await db
        .updateTable("posts")
        .set((eb) => ({
          ...patch,
          version: eb("version", "+", 1),
          updated_utc: sql`now()`,
        }))
        .where(liveAt(channelId, id, version))
        .returning("id")
        .executeTakeFirst();
      return done ? this.find(channelId, id) : undefined;
    },

    /** Soft delete with the version check; false when stale or unknown. */
    async softDelete(channelId: string, id: string, version: number): Promise<boolean> {
      if (!isUuid(id)) return false;
      const done = await db
        .updateTable("posts")
        .set((eb) => ({
          deleted_utc: sql`now()`,
          updated_utc: sql`now()`,
          version: eb("version", "+", 1),
        }))
        .where(liveAt(channelId, id, version))
        .returning("id")
        .executeTakeFirst();
      return !!done;
    },

    /** The sort_order of the post just below `order` in a pinned group, skipping one post. */
    async below(
      channelId: string,
      pinned: boolean,
      order: number,
      afterId: string,
      skipId: string,
    ): Promise<number | null> {
      const row = await groupOrders(channelId, pinned, skipId)
        .where(sql<boolean>`(p.sort_order, p.id) < (${order}, ${afterId}::uuid)`)
        .orderBy("p.sort_order", "desc")
        .orderBy("p.id", "desc")
        .limit(1)
        .executeTakeFirst();
      return row?.sort_order ?? null;
    },

    /** The highest sort_order in a pinned group, skipping one post. */
    async top(channelId: string, pinned: boolean, skipId: string): Promise<number | null> {
      const row = await groupOrders(channelId, pinned, skipId)
        .orderBy("p.sort_order", "desc")
        .limit(1)
        .executeTakeFirst();
      return row?.sort_order ?? null;
    },

    /**
     * Opens a gap below the post at (order, id) in a pinned group (when bisection ran out
     * of precision): it and every post above it move up by one, keeping their order.
     */
    async shiftUp(channelId: string, pinned: boolean, order: number, id: string): Promise<void> {
      await db
        .updateTable("posts")
        .set((eb) => ({ sort_order: eb("sort_order", "+", 1) }))
        .where("channel_id", "=", channelId)
        .where("deleted_utc", "is", null)
        .where("pinned", "=", pinned)
        .where(sql<boolean>`(sort_order, id) >= (${order}, ${id}::uuid)`)
        .execute();
    },

    /** A user who can act in the account (an author a post may name). */
    async authorInAccount(
      accountId: string,
      userId: string,
    ): Promise<{ id: string; display_name: string } | undefined> {
      if (!isUuid(userId)) return undefined;
      return db
        .selectFrom("users as u")
        .innerJoin("account_access as aa", "aa.user_id", "u.id")
        .select(["u.id", "u.display_name"])
        .where("aa.account_id", "=", accountId)
        .where("u.id", "=", userId)
        .executeTakeFirst();
    },
  };
};

export type PostsRepository = ReturnType<typeof postsRepository>;
