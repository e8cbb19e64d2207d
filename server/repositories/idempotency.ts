import type { Selectable } from "kysely";
import type { Db } from "../db/open";
import type { IdempotencyKeysTable } from "../db/schema";

export type IdempotencyRow = Selectable<IdempotencyKeysTable>;

/** Stored first responses of writes carrying an idempotency-key header. */
export const idempotencyRepository = (db: Db) => ({
  /**
   * Claims a key inside the write's transaction. True when this request owns it; false
   * when it exists (a concurrent claim waits for the other transaction to finish first).
   */
  async claim(userId: string, key: string, methodRoute: string, hash: string): Promise<boolean> {
    const row = await db
      .insertInto("idempotency_keys")
      .values({ user_id: userId, key, method_route: methodRoute, request_hash: hash, status: 0 })
      .onConflict((oc) => oc.columns(["user_id", "key"]).doNothing())
      .returning("key")
      .executeTakeFirst();
    return !!row;
  },

  find(userId: string, key: string): Promise<IdempotencyRow | undefined> {
    return db
      .selectFrom("idempotency_keys")
      .selectAll()
      .where("user_id", "=", userId)
      .where("key", "=", key)
      .executeTakeFirst();
  },

  async complete(userId: string, key: string, status: number, response: unknown): Promise<void> {
    await db
      .updateTable("idempotency_keys")
      .set({ status, response: JSON.stringify(response ?? null) })
      .where("user_id", "=", userId)
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
