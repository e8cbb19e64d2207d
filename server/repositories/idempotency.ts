import type { Selectable } from "kysely";
import type { Db } from "../db/open";
import type { IdempotencyKeysTable } from "../db/schema";

export type IdempotencyRow = Selectable<IdempotencyKeysTable>;

/** Who a key belongs to: the signed-in user, or the API key of a public API call. */
export type IdempotencyOwner = { userId: string } | { apiKeyId: string };

const ownerId = (owner: IdempotencyOwner) => ("userId" in owner ? owner.userId : owner.apiKeyId);

/** Stored first responses of writes carrying an idempotency-key header. */
export const idempotencyRepository = (db: Db) => ({
  /**
   * Claims a key inside the write's transaction. True when this request owns it; false
   * when it exists (a concurrent claim waits for the other transaction to finish first).
   */
  async claim(
    owner: IdempotencyOwner,
    key: string,
    methodRoute: string,
    hash: string,
  ): Promise<boolean> {
    const row = await db
      .insertInto("idempotency_keys")
      .values({
        user_id: "userId" in owner ? owner.userId : null,
        api_key_id: "apiKeyId" in owner ? owner.apiKeyId : null,
        key,
        method_route: methodRoute,
        request_hash: hash,
        status: 0,
      })
      .onConflict((oc) => oc.columns(["owner", "key"]).doNothing())
      .returning("key")
      .executeTakeFirst();
    return !!row;
  },

  find(owner: IdempotencyOwner, key: string): Promise<IdempotencyRow | undefined> {
    return db
      .selectFrom("idempotency_keys")
      .selectAll()
      .where("owner", "=", ownerId(owner))
      .where("key", "=", key)
      .executeTakeFirst();
  },

  async complete(
    owner: IdempotencyOwner,
    key: string,
    status: number,
    response: unknown,
  ): Promise<void> {
    await db
      .updateTable("idempotency_keys")
      .set({ status, response: JSON.stringify(response ?? null) })
      .where("owner", "=", ownerId(owner))
      .where("key", "=", key)
      .execute();
  },

  /** Keys older than the cutoff are forgotten (the outbox replays within minutes or days). */
  async purgeOlderThan(cutoff: Date): Promise<number> {
    const res = await db
      .deleteFrom("idempotency_keys")
      .where("created_utc", "<", cutoff)
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  },
});
