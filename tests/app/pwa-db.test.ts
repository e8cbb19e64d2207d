import "fake-indexeddb/auto";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "../../src/lib/db";

const db = createDb("ticker-test");
afterAll(() => db.delete());

describe("Dexie database", () => {
  it("stores and finds drafts by channel", async () => {
    await db.drafts.bulkPut([
      {
        id: "d1",
        channelId: "c1",
        accountHost: "newsroom.demo",
        title: "Kick-off",
        content: "<p>Go</p>",
        tags: [],
        updatedUtc: "2026-01-01T00:00:00Z",
      },
      {
        id: "d2",
        channelId: "c2",
        accountHost: "newsroom.demo",
        title: "Other",
        content: "",
        tags: ["x"],
        updatedUtc: "2026-01-01T00:00:00Z",
      },
    ]);
    expect((await db.drafts.get("d1"))?.title).toBe("Kick-off");
    expect(await db.drafts.where("channelId").equals("c1").primaryKeys()).toEqual(["d1"]);
  });

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

  it("keys the feed by channel and post id", async () => {
    const post = {
      title: "",
      content: "Goal!",
      importance: "normal" as const,
      authorName: "Ed Editor",
      tags: [],
      pinned: false,
      highlighted: false,
      breaking: false,
      version: 1,
      publishedUtc: "2026-01-01T00:00:00Z",
    };
    await db.feed.bulkPut([
      { ...post, channelId: "c1", id: "p1", order: 2 },
      { ...post, channelId: "c1", id: "p2", order: 1 },
      { ...post, channelId: "c2", id: "p1", order: 1 },
    ]);
    expect((await db.feed.get(["c1", "p1"]))?.content).toBe("Goal!");
    expect(await db.feed.where("channelId").equals("c1").count()).toBe(2);
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
