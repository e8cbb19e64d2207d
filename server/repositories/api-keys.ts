import { sql } from "kysely";
import type { ApiKey } from "../../domain/schemas/api-key";
import type { Db } from "../db/open";
import { isUuid } from "../db/uuid";

/** Thrown when the key is already used (by any account: keys are globally unique). */
export class ApiKeyTaken extends Error {
  constructor(readonly apiKey: string) {
    super("api-key-not-unique");
    this.name = "ApiKeyTaken";
  }
}

/**
 * Told the id of every deleted key when its deletion commits, on every server process: the
 * live hubs end that key's open public API streams at once (server/live/hub.ts).
 */
export const API_KEY_REVOKED_CHANNEL = "ticker_api_key_revoked";

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";

interface Row {
  id: string;
  api_key: string;
  name: string;
  created_utc: Date;
  created_by: string | null;
  created_by_name: string;
  current_name: string | null;
}

const toDto = (row: Row): ApiKey => ({
  id: row.id,
  name: row.name,
  apiKey: row.api_key,
  createdUtc: row.created_utc.toISOString(),
  createdBy: { id: row.created_by, displayName: row.current_name ?? row.created_by_name },
});

export const apiKeysRepository = (db: Db) => {
  const select = () =>
    db
      .selectFrom("api_keys")
      .leftJoin("users", "users.id", "api_keys.created_by")
      .select([
        "api_keys.id",
        "api_keys.api_key",
        "api_keys.name",
        "api_keys.created_utc",
        "api_keys.created_by",
        "api_keys.created_by_name",
        "users.display_name as current_name",
      ]);

  return {
    /** Newest first. */
    async list(accountId: string): Promise<ApiKey[]> {
      const rows = await select()
        .where("api_keys.account_id", "=", accountId)
        .orderBy("api_keys.created_utc", "desc")
        .orderBy("api_keys.id")
        .execute();
      return rows.map(toDto);
    },

    /** The key's row, read on every public API request: a deleted key stops at once. */
    async findByKey(
      apiKey: string,
    ): Promise<{ id: string; accountId: string; apiKey: string; name: string } | undefined> {
      const row = await db
        .selectFrom("api_keys")
        .select(["id", "account_id", "api_key", "name"])
        .where("api_key", "=", apiKey)
        .executeTakeFirst();
      return row && { id: row.id, accountId: row.account_id, apiKey: row.api_key, name: row.name };
    },

    async exists(apiKey: string): Promise<boolean> {
      const row = await db
        .selectFrom("api_keys")
        .select("id")
        .where("api_key", "=", apiKey)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The unique index settles races the look-up misses. */
    async create(
      accountId: string,
      apiKey: string,
      name: string,
      creator: { id: string; displayName: string },
    ): Promise<ApiKey> {
      if (await this.exists(apiKey)) throw new ApiKeyTaken(apiKey);
      try {
        const { id } = await db
          .insertInto("api_keys")
          .values({
            account_id: accountId,
            api_key: apiKey,
            name,
            created_by: creator.id,
            created_by_name: creator.displayName,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const row = await select().where("api_keys.id", "=", id).executeTakeFirstOrThrow();
        return toDto(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiKeyTaken(apiKey);
        throw error;
      }
    },

    /**
     * The removed key, or undefined when it was not the account's. The revocation notice
     * goes out when the caller's transaction commits (NOTIFY is transactional).
     */
    async remove(accountId: string, id: string): Promise<ApiKey | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await db
        .deleteFrom("api_keys")
        .where("account_id", "=", accountId)
        .where("id", "=", id)
        .returning(["id", "api_key", "name", "created_utc", "created_by", "created_by_name"])
        .executeTakeFirst();
      if (!row) return undefined;
      await sql`select pg_notify(${API_KEY_REVOKED_CHANNEL}, ${row.id})`.execute(db);
      return toDto({ ...row, current_name: null });
    },
  };
};
