import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Statistics, ZStatistics } from "../../domain/schemas/statistics";
import { READER_COUNT_FRESH_MS, readerCountsRepository } from "../../server/live/reader-counts";
import { bearer, createTestApp, signIn, type TestContext } from "./helpers/test-app";
import { testDbKind } from "./helpers/test-db";
import { listenOnPort0, openSse, type SseClient } from "./live-sse";

let first: TestContext;
let second: TestContext;
let channelIds: string[];

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, first.db);
  const rows = await first.db.db.selectFrom("channels").select("id").orderBy("name").execute();
  channelIds = rows.map((r) => r.id);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe("live_reader_counts", () => {
  it("sums the other processes' fresh reports per channel", async () => {
    const repo = readerCountsRepository(first.db.db);
    const [a, b] = channelIds as [string, string];
    await repo.report(
      "node-a",
      new Map([
        [a, 3],
        [b, 1],
      ]),
    );
    await repo.report("node-b", new Map([[a, 2]]));
    expect(await repo.others("node-b", [a, b])).toEqual(
      new Map([
        [a, 3],
        [b, 1],
      ]),
    );
    expect(await repo.others("node-c", [a, b])).toEqual(
      new Map([
        [a, 5],
        [b, 1],
      ]),
    );

    // A new report replaces the process's earlier one: channel a lost its readers there.
    await repo.report("node-a", new Map([[b, 4]]));
    expect(await repo.others("node-c", [a, b])).toEqual(
      new Map([
        [a, 2],
        [b, 4],
      ]),
    );

    // A process that stopped reporting drops out once its rows are no longer fresh.
    await sql`update live_reader_counts set seen_utc = now() - ${READER_COUNT_FRESH_MS + 1000}::int * interval '1 millisecond' where node_id = 'node-b'`.execute(
      first.db.db,
    );
    expect(await repo.others("node-c", [a, b])).toEqual(new Map([[b, 4]]));
    await repo.report("node-a", new Map());
    await repo.report("node-b", new Map());
    expect(await repo.others("node-c", [a, b])).toEqual(new Map());
  });
});

describe.skipIf(testDbKind !== "postgres")("statistics over two servers on PostgreSQL", () => {
  const streams: SseClient[] = [];
  afterAll(() => {
    for (const s of streams) s.close();
  });

  const readersSeenBy = async (t: TestContext, jwt: string, channelId: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/accounts/newsroom.demo/statistics",
      headers: bearer(jwt),
    });
    const s: Statistics = ZStatistics.parse(res.json());
    return s.live.channels.find((c) => c.channelId === channelId)?.readers;
  };

  /** Polls (bounded) until `t` reports `expected` readers of the channel. */
  async function becomes(t: TestContext, jwt: string, channelId: string, expected: number) {
    let seen: number | undefined;
    for (let i = 0; i < 60; i++) {
      seen = await readersSeenBy(t, jwt, channelId);
      if (seen === expected) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`readers stayed ${seen}, expected ${expected}`);
  }

  it("counts the readers connected to either server on both", async () => {
    const jwt = await signIn(first.app, "admin");
    const channelId = channelIds[0]!;
    const [baseA, baseB] = [await listenOnPort0(first.app), await listenOnPort0(second.app)];
    streams.push(await openSse(`${baseA}/api/live/public/${channelId}`));
    streams.push(await openSse(`${baseB}/api/live/public/${channelId}`));
    streams.push(await openSse(`${baseB}/api/live/public/${channelId}`));
    await becomes(first, jwt, channelId, 3);
    await becomes(second, jwt, channelId, 3);
    streams.pop()?.close();
    await becomes(first, jwt, channelId, 2);
  });
});
