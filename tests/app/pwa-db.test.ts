import "fake-indexeddb/auto";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "../../src/lib/local-data/database";

const db = createDb("ticker-test");
afterAll(() => db.delete());

describe("Dexie database", () => {
  it("keeps one row per query of the query cache, replaced on each save", async () => {
    await db.queryCache.put({ key: '["profile"]', value: { n: 1 }, savedUtc: "t1" });
    await db.queryCache.put({ key: '["profile"]', value: { n: 2 }, savedUtc: "t2" });
    expect(await db.queryCache.toArray()).toEqual([
      { key: '["profile"]', value: { n: 2 }, savedUtc: "t2" },
    ]);
  });

  it("queues outbox entries in order with unique idempotency keys", async () => {
    const entry = { method: "POST" as const, path: "/drafts", createdUtc: "now", attempts: 0 };
    const first = await db.outbox.add({ ...entry, idempotencyKey: "k1" });
    const second = await db.outbox.add({ ...entry, idempotencyKey: "k2" });
    expect(Number(second)).toBeGreaterThan(Number(first));
    await expect(db.outbox.add({ ...entry, idempotencyKey: "k1" })).rejects.toThrow();
    const queued = await db.outbox.orderBy("seq").toArray();
    expect(queued.map((row) => row.idempotencyKey)).toEqual(["k1", "k2"]);
  });
});
