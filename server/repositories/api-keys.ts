import { sql } from "kysely";
import { maskApiKey } from "../../domain/api-key-mask";
import type { ApiKey } from "../../domain/schemas/api-key";
import { type ApiKeySealer, apiKeyMatches, hashApiKey } from "../auth/api-key-secrets";
import type { Db } from "../db/open";
import { isUuid } from "../db/uuid";

/** Thrown when the key is already used (by any account: keys are globally unique). */
export class ApiKeyTaken extends Error {
  constructor() {
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
  masked: string;
  name: string;
  created_utc: Date;
  created_by: string | null;
  created_by_name: string;
  current_name: string | null;
}

const toDto = (row: Row): ApiKey => ({
  id: row.id,
  name: row.name,
  masked: row.masked,
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
        "api_keys.masked",
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

    /**
     * The key's row, read on every public API request (a deleted key stops at once): found by
     * the hash, which is then compared again in constant time.
     */
    async findByKey(
      apiKey: string,
    ): Promise<
      { id: string; accountId: string; keyHash: string; name: string; masked: string } | undefined
    > {
      const row = await db
        .selectFrom("api_keys")
        .select(["id", "account_id", "key_hash", "name", "masked"])
        .where("key_hash", "=", hashApiKey(apiKey))
        .executeTakeFirst();
      if (!row || !apiKeyMatches(apiKey, row.key_hash)) return undefined;
      return {
        id: row.id,
        accountId: row.account_id,
        keyHash: row.key_hash,
        name: row.name,
        masked: row.masked,
      };
    },

    /** Whether the key a long stream was opened with still exists. */
    async existsById(id: string): Promise<boolean> {
      const row = await db
        .selectFrom("api_keys")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      return row !== undefined;
    },

    async exists(apiKey: string): Promise<boolean> {
      const row = await db
        .selectFrom("api_keys")
        .select("id")
        .where("key_hash", "=", hashApiKey(apiKey))
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The whole key of one of the account's keys with its list entry; `sealed: false` when it
     * cannot be opened (sealed under another server secret), undefined when it is not the account's.
     */
    async reveal(
      accountId: string,
      id: string,
      sealer: ApiKeySealer,
    ): Promise<{ key: ApiKey; apiKey: string | undefined } | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await select()
        .select("api_keys.key_sealed")
        .where("api_keys.account_id", "=", accountId)
        .where("api_keys.id", "=", id)
        .executeTakeFirst();
      if (!row) return undefined;
      return { key: toDto(row), apiKey: row.key_sealed ? sealer.open(row.key_sealed) : undefined };
    },

    /**
     * Seals the keys stored before 110_api_key_secrets.sql and clears their plain column; each
     * row in its own statement, guarded on the column, so servers starting together agree.
     */
    async sealLegacy(sealer: ApiKeySealer): Promise<number> {
      const rows = await db
        .selectFrom("api_keys")
        .select(["id", "api_key"])
        .where("api_key", "is not", null)
        .execute();
      for (const row of rows) {
        if (row.api_key === null) continue;
        await db
          .updateTable("api_keys")
          .set({ key_sealed: sealer.seal(row.api_key), api_key: null })
          .where("id", "=", row.id)
          .where("api_key", "is not", null)
          .execute();
      }
      return rows.length;
    },

    /** The unique index settles races the look-up misses. */
    async create(
      accountId: string,
      apiKey: string,
      name: string,
      creator: { id: string; displayName: string },
      sealer: ApiKeySealer,
    ): Promise<ApiKey> {
      if (await this.exists(apiKey)) throw new ApiKeyTaken();
      try {
        const { id } = await db
          .insertInto("api_keys")
          .values({
            account_id: accountId,
            key_hash: hashApiKey(apiKey),
            key_sealed: sealer.seal(apiKey),
            masked: maskApiKey(apiKey),
            name,
            created_by: creator.id,
            created_by_name: creator.displayName,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const row = await select().where("api_keys.id", "=", id).executeTakeFirstOrThrow();
        return toDto(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiKeyTaken();
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
        .returning(["id", "masked", "name", "created_utc", "created_by", "created_by_name"])
        .executeTakeFirst();
      if (!row) return undefined;
      await sql`select pg_notify(${API_KEY_REVOKED_CHANNEL}, ${row.id})`.execute(db);
      return toDto({ ...row, current_name: null });
    },
  };
};
