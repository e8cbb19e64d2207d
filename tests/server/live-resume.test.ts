import { describe, expect, it } from "vitest";
import type { LiveEvent } from "../../domain/schemas/live";
import { recordEvent } from "../../server/live/record";
import { demoNewsroom, newChannel } from "./helpers/demo";
import { appForFile } from "./helpers/test-app";
import { testDbKind } from "./helpers/test-db";
import { listenOnPort0, openSse, type SseClient } from "./live-sse";

/**
 * Streams that resume while the channel keeps publishing: the replay reads the log while new
 * events arrive live, and at the hand-over each event is delivered once, in order.
 */

const STREAMS = 40;
const BEFORE = 150;
const DURING = 150;

const open: SseClient[] = [];
const ids: number[] = [];
const t = await appForFile({}, undefined, open);
const base = await listenOnPort0(t.app);
const channelId = await newChannel(t, (await demoNewsroom(t)).newsroomId, "Resuming");

async function publish(n: number): Promise<void> {
  const e = await t.db.db.transaction().execute((trx) =>
    recordEvent(trx, {
      type: "post.published",
      channelId,
      entityId: crypto.randomUUID(),
      version: 1,
      audience: "public",
      data: { title: `p${n}` },
      invalidates: [],
    }),
  );
  ids.push(Number(e.id));
}

for (let n = 0; n < BEFORE; n++) await publish(n);

describe(`resuming streams while publishing (${testDbKind})`, () => {
  it("every stream gets each event after its resume point once, in order, across the hand-over", async () => {
    const resumeFrom = Array.from({ length: STREAMS }, (_, i) => ids[(i * 7) % BEFORE]!);
    const publishing = (async () => {
      for (let n = BEFORE; n < BEFORE + DURING; n++) {
        await publish(n);
        // Let the streams' replays and the hub's reads interleave with the writes.
        if (n % 5 === 0) await new Promise((r) => setImmediate(r));
      }
    })();
    const streams = await Promise.all(
      resumeFrom.map(async (from) => {
        const c = await openSse(`${base}/api/live/public/${channelId}`, {
          "last-event-id": String(from),
        });
        open.push(c);
        return { from, c };
      }),
    );
    await publishing;
    const head = String(ids.at(-1));
    for (const { from, c } of streams) {
      await c.waitFor((m) => m.id === head, 20_000);
      const got = c.messages.map((m) => Number((JSON.parse(m.data) as LiveEvent).id));
      expect(got).toEqual(ids.filter((id) => id > from));
    }
  }, 60_000);
});
