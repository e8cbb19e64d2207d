import { describe, expect, it } from "vitest";
import { liveLog } from "../../server/live/log";
import { recordEvent } from "../../server/live/record";
import { demoNewsroom, newChannel } from "./helpers/demo";
import { appForFile } from "./helpers/test-app";
import { testDbKind } from "./helpers/test-db";

/**
 * The hub and the GRIP relay read the log across all channels by one cursor (`after(lastId)`),
 * so an id must never become visible after a higher id of another channel: it would sit below
 * the cursor and never be delivered. Writers on many channels here commit slowly, at random, as
 * loaded servers do, while a reader follows the log by that cursor; it must see every id. A
 * lock per channel (instead of the installation-wide one) fails this on PostgreSQL.
 */

const CHANNELS = 6;
const PER_CHANNEL = 25;

const t = await appForFile({});
const { newsroomId } = await demoNewsroom(t);
const channels: string[] = [];
for (let i = 0; i < CHANNELS; i++) channels.push(await newChannel(t, newsroomId, `Cross ${i}`));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`the log across channels (${testDbKind})`, () => {
  it("a reader by one cursor over every channel skips no id, however the writers commit", async () => {
    const log = liveLog(t.db.db);
    const start = await log.after(0, 1_000_000).then((rows) => Number(rows.at(-1)?.id ?? 0));
    const committed: number[] = [];
    let writing = true;
    const seen: number[] = [];
    const reading = (async () => {
      let cursor = start;
      while (writing || cursor < Math.max(...committed)) {
        for (const row of await log.after(cursor, 500)) {
          seen.push(Number(row.id));
          cursor = Number(row.id);
        }
        await sleep(1);
      }
    })();
    await Promise.all(
      channels.map(async (channelId) => {
        for (let n = 0; n < PER_CHANNEL; n++) {
          const e = await t.db.db.transaction().execute(async (trx) => {
            const recorded = await recordEvent(trx, {
              type: "post.published",
              channelId,
              entityId: crypto.randomUUID(),
              version: 1,
              audience: "public",
              data: { title: `n${n}` },
              invalidates: [],
            });
            // A server slow to send COMMIT (its event loop busy): others commit meanwhile.
            await sleep(Math.random() * 8);
            return recorded;
          });
          committed.push(Number(e.id));
        }
      }),
    );
    writing = false;
    await reading;
    expect(seen).toEqual([...committed].sort((a, b) => a - b));
  }, 60_000);
});
