import "fake-indexeddb/auto";
import { Dexie } from "dexie";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "../../src/lib/local-data/database";

const NAME = "ticker-migration-test";
afterAll(() => Dexie.delete(NAME));

describe("local data schema", () => {
  it("drops version 1's tables and the copies the query cache owns (version 5)", async () => {
    // A browser that last ran the app at version 3, with a channel and a v1 draft stored.
    const old = new Dexie(NAME);
    old.version(3).stores({
      drafts: "id, channelId, accountHost, updatedUtc",
      channels: "id, accountHost, lastUsedUtc",
      feed: "[channelId+id], channelId, [channelId+order]",
      outbox: "++seq, &idempotencyKey, createdUtc, localId",
      feedCache: "[accountHost+channelId]",
      draftLists: "[accountHost+channelId]",
      localDrafts: "localId, [accountHost+channelId], serverId, status",
      editorAutosaves: "[accountHost+channelId+userId]",
    });
    await old.table("drafts").put({ id: "d1", channelId: "c1", accountHost: "h", updatedUtc: "" });
    await old.table("channels").put({ id: "c1", accountHost: "newsroom.demo", name: "Match day" });
    await old.table("localDrafts").put({ localId: "l1", accountHost: "h", channelId: "c1" });
    old.close();

    const db = createDb(NAME);
    await db.open();
    expect(db.verno).toBe(5);
    // Version 5: the query cache is the one copy of server answers; its duplicates are gone.
    expect(db.tables.map((t) => t.name).sort()).toEqual([
      "editorAutosaves",
      "localDrafts",
      "outbox",
      "queryCache",
    ]);
    // What this device wrote and has not synced is never dropped.
    expect((await db.localDrafts.get("l1"))?.channelId).toBe("c1");
    db.close();
  });
});
