import { type Insertable, sql } from "kysely";
import type { Channel } from "../../domain/schemas/channel";
import type { Db } from "../db/open";
import type { ChannelRow, ChannelsTable } from "../db/schema";
import { isUuid } from "../db/uuid";
import { countdownsRepository } from "./countdowns";
import { tagsRepository } from "./tags";
import { topTextRepository } from "./top-text";
import { uploadsRepository } from "./uploads";

export const toChannelDto = (row: ChannelRow): Channel => ({
  id: row.id,
  channelId: row.id,
  name: row.name,
  archived: row.archived,
  createdUtc: row.created_utc.toISOString(),
  lastUsedUtc: row.last_used_utc.toISOString(),
  coverageEndedUtc: row.coverage_ended_utc?.toISOString() ?? null,
});

export const channelsRepository = (db: Db) => ({
  /** Non-archived channels of an account, most recently used first. */
  listActive(accountId: string): Promise<ChannelRow[]> {
    return db
      .selectFrom("channels")
      .selectAll()
      .where("account_id", "=", accountId)
      .where("archived", "=", false)
      .orderBy("last_used_utc", "desc")
      .orderBy("name")
      .execute();
  },

  async find(accountId: string, id: string): Promise<ChannelRow | undefined> {
    if (!isUuid(id)) return undefined;
    return db
      .selectFrom("channels")
      .selectAll()
      .where("account_id", "=", accountId)
      .where("id", "=", id)
      .executeTakeFirst();
  },

  insert(channel: Insertable<ChannelsTable>): Promise<ChannelRow> {
    return db.insertInto("channels").values(channel).returningAll().executeTakeFirstOrThrow();
  },

  /** A new channel; lastUsedUtc starts at createdUtc so it heads the list. */
  create(accountId: string, name: string): Promise<ChannelRow> {
    const now = new Date();
    return db
      .insertInto("channels")
      .values({ account_id: accountId, name, created_utc: now, last_used_utc: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Archives a live channel (one way); undefined when it is already archived or gone. */
  archive(accountId: string, id: string): Promise<ChannelRow | undefined> {
    return db
      .updateTable("channels")
      .set((eb) => ({
        archived: true,
        // Archiving ends the coverage too; an end set before stays as it was.
        coverage_ended_utc: eb.fn.coalesce("coverage_ended_utc", sql<Date>`now()`),
        version: eb("version", "+", 1),
      }))
      .where("account_id", "=", accountId)
      .where("id", "=", id)
      .where("archived", "=", false)
      .returningAll()
      .executeTakeFirst();
  },

  /** Ends a live channel's coverage (one way); undefined when it has ended, is archived or gone. */
  endCoverage(accountId: string, id: string): Promise<ChannelRow | undefined> {
    return db
      .updateTable("channels")
      .set((eb) => ({ coverage_ended_utc: sql<Date>`now()`, version: eb("version", "+", 1) }))
      .where("account_id", "=", accountId)
      .where("id", "=", id)
      .where("archived", "=", false)
      .where("coverage_ended_utc", "is", null)
      .returningAll()
      .executeTakeFirst();
  },

  rename(accountId: string, id: string, name: string): Promise<ChannelRow | undefined> {
    return db
      .updateTable("channels")
      .set((eb) => ({ name, version: eb("version", "+", 1) }))
      .where("account_id", "=", accountId)
      .where("id", "=", id)
      .where("archived", "=", false)
      .returningAll()
      .executeTakeFirst();
  },

  /** Opening or publishing to a channel moves it to the top of the lists. */
  touch(id: string, at: Date = new Date()): Promise<ChannelRow | undefined> {
    return db
      .updateTable("channels")
      .set({ last_used_utc: at })
      .where("id", "=", id)
      .where("archived", "=", false)
      .returningAll()
      .executeTakeFirst();
  },

  /**
   * Post, draft and pending contribution counts for the suite header. Written in SQL against
   * the columns the publishing tables share (posts: channel_id, deleted_utc, created_utc;
   * drafts: channel_id, scheduled_utc, published_utc; contributions: channel_id, status) and
   * answering zeros for a table that does not exist, so this module does not depend on the
   * publishing code.
   */
  async counts(channelId: string): Promise<{
    posts: number;
    drafts: number;
    scheduled: number;
    lastPostUtc: string | null;
    pendingContributions: number;
  }> {
    const present = await sql<{ posts: boolean; drafts: boolean; contributions: boolean }>`
      select to_regclass('posts') is not null as posts, to_regclass('drafts') is not null as drafts,
        to_regclass('contributions') is not null as contributions
    `.execute(db);
    const has = present.rows[0] ?? { posts: false, drafts: false, contributions: false };
    let posts = 0;
    let lastPostUtc: string | null = null;
    let drafts = 0;
    let scheduled = 0;
    if (has.posts) {
      const r = await sql<{ n: number | string; last: Date | string | null }>`
        select count(*) as n, max(created_utc) as last from posts
        where channel_id = ${channelId} and deleted_utc is null
      `.execute(db);
      posts = Number(r.rows[0]?.n ?? 0);
      const last = r.rows[0]?.last ?? null;
      lastPostUtc = last === null ? null : new Date(last).toISOString();
    }
    if (has.drafts) {
      const r = await sql<{ n: number | string; s: number | string }>`
        select count(*) as n, count(scheduled_utc) as s from drafts
        where channel_id = ${channelId} and published_utc is null
      `.execute(db);
      drafts = Number(r.rows[0]?.n ?? 0);
      scheduled = Number(r.rows[0]?.s ?? 0);
    }
    let pendingContributions = 0;
    if (has.contributions) {
      const r = await sql<{ n: number | string }>`
        select count(*) as n from contributions
        where channel_id = ${channelId} and status = 'pending'
      `.execute(db);
      pendingContributions = Number(r.rows[0]?.n ?? 0);
    }
    return { posts, drafts, scheduled, lastPostUtc, pendingContributions };
  },
});

/** The channels-and-media repositories, spread into createRepositories. */
export const channelMediaRepositories = (db: Db) => ({
  tags: tagsRepository(db),
  countdowns: countdownsRepository(db),
  topText: topTextRepository(db),
  uploads: uploadsRepository(db),
});
