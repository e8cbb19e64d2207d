import { type ExpressionBuilder, type Selectable, sql } from "kysely";
import type { Doc } from "../../domain/content/schema";
import type { Draft } from "../../domain/schemas/draft";
import type { Db } from "../db/open";
import type { Database, DraftsTable } from "../db/schema";
import { isUuid } from "../db/uuid";
import { type WriterFields, writerColumns, writtenDto } from "./posts";

export type DraftRow = Selectable<DraftsTable> & { author_avatar_url: string | null };

/** The channel's unpublished draft `id`, if it still has the version the caller read. */
const unpublishedAt =
  (channelId: string, id: string, version: number) => (eb: ExpressionBuilder<Database, "drafts">) =>
    eb.and({ id, channel_id: channelId, version, published_utc: null });

export const toDraftDto = (row: DraftRow): Draft => ({
  ...writtenDto(row),
  scheduledUtc: row.scheduled_utc ? row.scheduled_utc.toISOString() : null,
  push: row.push,
});

/** A draft's writer fields, as a post takes them when the draft is published. */
export const draftFields = (row: DraftRow): WriterFields => ({
  title: row.title,
  content: (row.content as Doc | null) ?? null,
  html: row.html,
  plain_text: row.plain_text,
  importance: row.importance,
  author_id: row.author_id,
  author_name: row.author_name,
  tags: row.tags,
  icons: row.icons,
  breaking: row.breaking,
  key_event: row.key_event,
  ai_assisted: row.ai_assisted,
});

const avatar = (eb: ExpressionBuilder<Database & { d: DraftsTable }, "d">) =>
  eb
    .selectFrom("users as u")
    .select("u.avatar_url")
    .whereRef("u.id", "=", "d.author_id")
    .as("author_avatar_url");

export const draftsRepository = (db: Db) => {
  const open = () =>
    db.selectFrom("drafts as d").selectAll("d").select(avatar).where("d.published_utc", "is", null);

  return {
    /** Unpublished drafts of a channel, newest edit first; only one user's when ownerId is set. */
    list(channelId: string, ownerId: string | null): Promise<DraftRow[]> {
      let q = open().where("d.channel_id", "=", channelId);
      if (ownerId) q = q.where("d.user_id", "=", ownerId);
      return q.orderBy("d.updated_utc", "desc").orderBy("d.id", "desc").execute();
    },

    async find(channelId: string, id: string): Promise<DraftRow | undefined> {
      if (!isUuid(id)) return undefined;
      return open().where("d.channel_id", "=", channelId).where("d.id", "=", id).executeTakeFirst();
    },

    async insert(values: {
      channelId: string;
      accountId: string;
      userId: string;
      fields: WriterFields;
      push?: boolean;
    }): Promise<DraftRow> {
      const { id } = await db
        .insertInto("drafts")
        .values({
          ...writerColumns(values.fields),
          push: values.push === true,
          channel_id: values.channelId,
          account_id: values.accountId,
          user_id: values.userId,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const row = await open().where("d.id", "=", id).executeTakeFirst();
      if (!row) throw new Error("inserted draft vanished");
      return row;
    },

    /** Changes an unpublished draft at the version the caller read; undefined when stale. */
    async update(
      channelId: string,
      id: string,
      version: number,
      patch: Partial<ReturnType<typeof writerColumns>> & {
        scheduled_utc?: Date | null;
        push?: boolean;
      },
    ): Promise<DraftRow | undefined> {
      if (!isUuid(id)) return undefined;
      const done = await db
        .updateTable("drafts")
        .set((eb) => ({ ...patch, version: eb("version", "+", 1), updated_utc: sql`now()` }))
        .where(unpublishedAt(channelId, id, version))
        .returning("id")
        .executeTakeFirst();
      return done ? this.find(channelId, id) : undefined;
    },

    async delete(channelId: string, id: string, version: number): Promise<boolean> {
      if (!isUuid(id)) return false;
      const done = await db
        .deleteFrom("drafts")
        .where(unpublishedAt(channelId, id, version))
        .returning("id")
        .executeTakeFirst();
      return !!done;
    },

    /**
     * Claims an unpublished draft for publishing (version-checked when a version is given):
     * marks it published so nobody publishes it twice. Undefined when stale or gone.
     */
    async claimForPublish(id: string, version?: number): Promise<DraftRow | undefined> {
      let q = db
        .updateTable("drafts")
        .set((eb) => ({
          published_utc: sql`now()`,
          scheduled_utc: null,
          version: eb("version", "+", 1),
          updated_utc: sql`now()`,
        }))
        .where("id", "=", id)
        .where("published_utc", "is", null);
      if (version !== undefined) q = q.where("version", "=", version);
      const done = await q.returning("id").executeTakeFirst();
      if (!done) return undefined;
      return db
        .selectFrom("drafts as d")
        .selectAll("d")
        .select(avatar)
        .where("d.id", "=", id)
        .executeTakeFirst();
    },

    async setPublishedPost(id: string, postId: string): Promise<void> {
      await db
        .updateTable("drafts")
        .set({ published_post_id: postId })
        .where("id", "=", id)
        .execute();
    },

    /**
     * Due scheduled drafts of non-archived channels, locked for this transaction; rows
     * another scheduler holds are skipped, so each is published by exactly one.
     */
    async lockDue(limit: number): Promise<{ id: string }[]> {
      return db
        .selectFrom("drafts as d")
        .innerJoin("channels as c", "c.id", "d.channel_id")
        .select("d.id")
        .where("d.scheduled_utc", "<=", sql<Date>`now()`)
        .where("d.published_utc", "is", null)
        .where("c.archived", "=", false)
        .orderBy("d.scheduled_utc")
        .limit(limit)
        .forUpdate("d")
        .skipLocked()
        .execute();
    },
  };
};
