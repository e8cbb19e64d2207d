import type { Selectable } from "kysely";
import {
  type Contribution,
  type ContributionSettings,
  DEFAULT_CONTRIBUTION_SETTINGS,
  ZContributionSettings,
} from "../../domain/schemas/contribution";
import type { Db } from "../db/open";
import type { ContributionsTable } from "../db/schema";
import { isUuid } from "../db/uuid";

export type ContributionRow = Selectable<ContributionsTable>;
export type ContributionKind = ContributionRow["kind"];
export type ContributionStatus = ContributionRow["status"];

/** Where the public embed may read and write: a channel that exists and is not archived. */
export interface PublicChannel {
  id: string;
  accountId: string;
  disabledFeatures: string[];
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Drops the contact for public audiences (the embed, public events). */
export const publicContribution = (c: Contribution): Contribution => ({ ...c, contact: null });

/**
 * Reader comments and questions. Messages are plain text, stored exactly as sent; no
 * code path renders them as HTML.
 */
export const contributionsRepository = (db: Db) => {
  async function withReplies(rows: ContributionRow[]): Promise<Contribution[]> {
    const ids = rows.map((r) => r.id);
    const replies = ids.length
      ? await db
          .selectFrom("contribution_replies")
          .select(["id", "contribution_id", "message", "author_name", "created_utc"])
          .where("contribution_id", "in", ids)
          .where("deleted_utc", "is", null)
          .orderBy("created_utc", "asc")
          .orderBy("id", "asc")
          .execute()
      : [];
    return rows.map((row) => {
      const own = replies
        .filter((r) => r.contribution_id === row.id)
        .map((r) => ({
          id: r.id,
          message: r.message,
          authorName: r.author_name,
          createdUtc: iso(r.created_utc),
        }));
      return {
        id: row.id,
        channelId: row.channel_id,
        kind: row.kind,
        authorName: row.author_name,
        contact: row.contact,
        message: row.message,
        imageUrl: row.image_url,
        status: row.status,
        editedBy: row.edited_by,
        replies: own,
        replyCount: own.length,
        version: row.version,
        createdUtc: iso(row.created_utc),
      };
    });
  }

  const findRow = async (channelId: string, id: string) =>
    isUuid(id)
      ? db
          .selectFrom("contributions")
          .selectAll()
          .where("channel_id", "=", channelId)
          .where("id", "=", id)
          .executeTakeFirst()
      : undefined;

  const find = async (channelId: string, id: string): Promise<Contribution | undefined> => {
    const row = await findRow(channelId, id);
    return row ? (await withReplies([row]))[0] : undefined;
  };

  return {
    find,
    findRow,

    async publicChannel(channelId: string): Promise<PublicChannel | undefined> {
      if (!isUuid(channelId)) return undefined;
      const row = await db
        .selectFrom("channels")
        .innerJoin("accounts", "accounts.id", "channels.account_id")
        .select(["channels.id", "channels.account_id", "accounts.disabled_features"])
        .where("channels.id", "=", channelId)
        .where("channels.archived", "=", false)
        .executeTakeFirst();
      return row
        ? { id: row.id, accountId: row.account_id, disabledFeatures: row.disabled_features }
        : undefined;
    },

    async settings(channelId: string): Promise<ContributionSettings> {
      const row = await db
        .selectFrom("contribution_settings")
        .select("settings")
        .where("channel_id", "=", channelId)
        .executeTakeFirst();
      const parsed = ZContributionSettings.safeParse(row?.settings);
      return parsed.success ? parsed.data : DEFAULT_CONTRIBUTION_SETTINGS;
    },

    async saveSettings(
      channelId: string,
      settings: ContributionSettings,
    ): Promise<ContributionSettings> {
      const json = JSON.stringify(settings);
      await db
        .insertInto("contribution_settings")
        .values({ channel_id: channelId, settings: json })
        .onConflict((oc) => oc.column("channel_id").doUpdateSet({ settings: json }))
        .execute();
      return settings;
    },

    async create(input: {
      channelId: string;
      kind: ContributionKind;
      authorName: string;
      contact: string | null;
      message: string;
      imageUrl?: string | null;
      clientHash: string | null;
    }): Promise<Contribution> {
      const row = await db
        .insertInto("contributions")
        .values({
          channel_id: input.channelId,
          kind: input.kind,
          author_name: input.authorName,
          contact: input.contact,
          message: input.message,
          image_url: input.imageUrl ?? null,
          previous_status: null,
          edited_by: null,
          client_hash: input.clientHash,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return (await withReplies([row]))[0] as Contribution;
    },

    /** Newest first; `statuses` limits which are listed. */
    async list(
      channelId: string,
      filter: { kind?: ContributionKind; statuses: ContributionStatus[] },
    ): Promise<Contribution[]> {
      if (filter.statuses.length === 0) return [];
      let query = db
        .selectFrom("contributions")
        .selectAll()
        .where("channel_id", "=", channelId)
        .where("status", "in", filter.statuses);
      if (filter.kind) query = query.where("kind", "=", filter.kind);
      const rows = await query
        .orderBy("created_utc", "desc")
        .orderBy("id", "desc")
        .limit(500)
        .execute();
      return withReplies(rows);
    },

    /**
     * Moves a contribution to `to` when its version matches (or no version was given):
     * answers the updated row, or undefined when stale (the caller reloads and answers 409).
     */
    async update(
      channelId: string,
      id: string,
      version: number | undefined,
      change: {
        status?: ContributionStatus;
        previousStatus?: ContributionRow["previous_status"];
        message?: string;
        editedBy?: string;
      },
    ): Promise<Contribution | undefined> {
      let query = db
        .updateTable("contributions")
        .set((eb) => ({
          ...(change.status ? { status: change.status } : {}),
          ...(change.previousStatus !== undefined
            ? { previous_status: change.previousStatus }
            : {}),
          ...(change.message !== undefined ? { message: change.message } : {}),
          ...(change.editedBy !== undefined ? { edited_by: change.editedBy } : {}),
          version: eb("version", "+", 1),
          updated_utc: new Date(),
        }))
        .where("channel_id", "=", channelId)
        .where("id", "=", id);
      if (version !== undefined) query = query.where("version", "=", version);
      const row = await query.returningAll().executeTakeFirst();
      return row ? (await withReplies([row]))[0] : undefined;
    },

    async addReply(
      contributionId: string,
      reply: { authorId: string; authorName: string; message: string },
    ): Promise<string> {
      const row = await db
        .insertInto("contribution_replies")
        .values({
          contribution_id: contributionId,
          author_id: reply.authorId,
          author_name: reply.authorName,
          message: reply.message,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Marks every live reply of a contribution deleted for good. */
    async deleteReplies(contributionId: string): Promise<void> {
      await db
        .updateTable("contribution_replies")
        .set({ deleted_utc: new Date() })
        .where("contribution_id", "=", contributionId)
        .where("deleted_utc", "is", null)
        .execute();
    },

    /** Marks a reply deleted for good; false when there was no such live reply. */
    async deleteReply(contributionId: string, replyId: string): Promise<boolean> {
      if (!isUuid(replyId)) return false;
      const result = await db
        .updateTable("contribution_replies")
        .set({ deleted_utc: new Date() })
        .where("contribution_id", "=", contributionId)
        .where("id", "=", replyId)
        .where("deleted_utc", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
};
