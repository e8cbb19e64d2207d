import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZChangesResponse } from "../../domain/schemas/live";
import { newChannel, publishPost } from "./helpers/demo";
import { createTestApp, signIn, type TestContext } from "./helpers/test-app";

/** Events the log kept from an earlier version, in a shape this version no longer describes. */
let t: TestContext;
let admin: string;
let newsroomId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  newsroomId = (await t.repos.accounts.findByKey("demo", "newsroom"))!.id;
});
afterAll(() => t.close());

describe("changes over a log written by an earlier version", () => {
  it("answers 200 with the events it can describe, and moves the cursor past the others", async () => {
    const channelId = await newChannel(t, newsroomId, "Old log");
    await publishPost(t, admin, channelId, { title: "Before" });
    // An archived event as an earlier version wrote it: no channel state in its data.
    const old = await t.db.db
      .insertInto("events")
      .values({
        channel_id: channelId,
        type: "channel.renamed",
        entity_id: channelId,
        version: null,
        audience: "public",
        owner_id: null,
        data: JSON.stringify({ legacy: true }),
        invalidates: JSON.stringify([]),
      })
      .returning(["id"])
      .executeTakeFirstOrThrow();
    const after = await publishPost(t, admin, channelId, { title: "After" });

    for (const url of [
      `/api/live/public/${channelId}/changes?since=0`,
      `/api/live/public/${channelId}/changes?since=0&limit=2`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, res.body).toBe(200);
      const body = ZChangesResponse.parse(res.json());
      expect(body.events.map((e) => e.type)).not.toContain("channel.renamed");
      expect(BigInt(body.last)).toBeGreaterThanOrEqual(BigInt(old.id));
    }
    const all = ZChangesResponse.parse(
      (await t.app.inject({ url: `/api/live/public/${channelId}/changes?since=0` })).json(),
    );
    expect(all.events.at(-1)?.entityId).toBe(after.id);
  });
});
