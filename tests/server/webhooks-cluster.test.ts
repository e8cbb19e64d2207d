import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeySealer, WEBHOOK_SECRET_INFO } from "../../server/auth/api-key-secrets";
import type { Db } from "../../server/db/open";
import { deliverDue } from "../../server/webhooks/deliver";
import { H } from "./extensions-fixtures";
import { demoApp, demoNewsroom, publishPost } from "./helpers/demo";
import { loopbackServer } from "./helpers/loopback-server";
import { TEST_JWT_SECRET } from "./helpers/test-app";
import { secondHandle, testDbKind } from "./helpers/test-db";

/**
 * Several servers share one PostgreSQL: each event is delivered by exactly one of them. On
 * PGlite (one process's database) the second "server" shares the handle, and the overlapping
 * ticks still must not send an event twice.
 */
const { t, call, admin } = await demoApp({ env: { ALLOW_PRIVATE_FETCH: "1" } });
const ids: string[] = [];
const receiver = await loopbackServer((req, res) => {
  ids.push(String(req.headers["webhook-id"]));
  req.resume();
  // A little latency, so the servers' ticks overlap while attempts are in flight.
  setTimeout(() => res.end("ok"), 5);
});
let other: { db: Db; close(): Promise<void> };

beforeAll(async () => {
  other = await secondHandle(t.db.db);
});
afterAll(() => other.close());

describe("webhook delivery on several servers", () => {
  it(`delivers each event exactly once with two servers sending together (${testDbKind})`, async () => {
    const created = await call("POST", `/accounts/${H}/webhooks`, admin, {
      name: "Cluster",
      url: `${receiver.origin}/cluster`,
      events: ["post.published"],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { matchDayId } = await demoNewsroom(t);
    const EVENTS = 40;
    for (let i = 0; i < EVENTS; i++) {
      await publishPost(t, admin, matchDayId, { title: `Rush ${i}`, content: null, tags: [] });
    }
    const sealer = apiKeySealer(TEST_JWT_SECRET, WEBHOOK_SECRET_INFO);
    const run = async (db: Db) => {
      let sent = 0;
      for (;;) {
        const batch = await deliverDue(db, { sealer, allowPrivate: true, limit: 3 });
        if (batch === 0) return sent;
        sent += batch;
      }
    };
    const runs = await Promise.all([run(t.db.db), run(other.db), run(t.db.db), run(other.db)]);
    if (testDbKind === "postgres") expect(runs.filter((n) => n > 0).length).toBeGreaterThan(1);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(EVENTS);
    expect(ids).toHaveLength(EVENTS);
    expect(new Set(ids).size).toBe(EVENTS);
    const statuses = await t.db.db
      .selectFrom("webhook_deliveries")
      .select(["status", "attempts"])
      .execute();
    expect(statuses.every((d) => d.status === "delivered" && d.attempts === 1)).toBe(true);
  });
});
