import "fake-indexeddb/auto";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "../../src/lib/local-data/database";

const db = createDb("ticker-test");
afterAll(() => db.delete());

describe("Dexie database", () => {
  it("stores channels per account host", async () => {
    await db.channels.put({
      id: "c1",
      accountHost: "newsroom.demo",
      name: "Match day",
      archived: false,
      createdUtc: "2026-01-01T00:00:00Z",
      lastUsedUtc: "2026-01-02T00:00:00Z",
    });
    const list = await db.channels.where("accountHost").equals("newsroom.demo").toArray();
    expect(list.map((c) => c.name)).toEqual(["Match day"]);
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
