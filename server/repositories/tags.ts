import { sql } from "kysely";
import type { Tag } from "../../domain/schemas/tag";
import type { Db } from "../db/open";
import { isUuid } from "../db/uuid";

/** Thrown when a name is already taken in the account (case-insensitively). */
export class TagNameTaken extends Error {
  constructor() {
    super("tag-not-unique");
    this.name = "TagNameTaken";
  }
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";

export const tagsRepository = (db: Db) => {
  const nameTaken = async (accountId: string, name: string, exceptId?: string) => {
    let query = db
      .selectFrom("tags")
      .select("id")
      .where("account_id", "=", accountId)
      .where(sql<string>`lower(name)`, "=", name.toLowerCase());
    if (exceptId) query = query.where("id", "<>", exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  };

  /** The unique index decides races the look-up above could miss. */
  const guard = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new TagNameTaken();
      throw error;
    }
  };

  return {
    /** An account's tags, alphabetically (case-insensitive). */
    list(accountId: string): Promise<Tag[]> {
      return db
        .selectFrom("tags")
        .select(["id", "name"])
        .where("account_id", "=", accountId)
        .orderBy(sql`lower(name)`)
        .orderBy("id")
        .execute();
    },

    async create(accountId: string, name: string): Promise<Tag> {
      if (await nameTaken(accountId, name)) throw new TagNameTaken();
      return guard(() =>
        db
          .insertInto("tags")
          .values({ account_id: accountId, name })
          .returning(["id", "name"])
          .executeTakeFirstOrThrow(),
      );
    },

    /** undefined when the tag is not in the account. */
    async rename(accountId: string, id: string, name: string): Promise<Tag | undefined> {
      if (!isUuid(id)) return undefined;
      if (await nameTaken(accountId, name, id)) throw new TagNameTaken();
      return guard(() =>
        db
          .updateTable("tags")
          .set({ name })
          .where("account_id", "=", accountId)
          .where("id", "=", id)
          .returning(["id", "name"])
          .executeTakeFirst(),
      );
    },

    async remove(accountId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const result = await db
        .deleteFrom("tags")
        .where("account_id", "=", accountId)
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
};
