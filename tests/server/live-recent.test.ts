import { describe, expect, it } from "vitest";
import type { LiveEvent } from "../../domain/schemas/live";
import { toHubItem } from "../../server/live/hub";
import { RECENT_MAX_AGE_MS, RECENT_PER_CHANNEL, RecentEvents } from "../../server/live/recent";

/**
 * The bounds of the hub's memory of recent events: where it stops vouching for a resume (its
 * size, its time window, a prune) the caller reads the log instead. Its answers themselves are
 * compared with the log's replay in tests/server/live-log-order.test.ts.
 */

const CH = "c1";
const event = (id: number, over: Partial<LiveEvent> = {}): LiveEvent =>
  ({
    id: String(id),
    type: "post.published",
    channelId: CH,
    entityId: `p${id}`,
    version: 1,
    audience: "public",
    ownerId: null,
    createdUtc: new Date(0).toISOString(),
    data: null,
    invalidates: [],
    ...over,
  }) as LiveEvent;

function memory() {
  let clock = 1_000_000;
  const recent = new RecentEvents(() => clock);
  recent.start(10);
  return {
    recent,
    tick: (ms: number) => (clock += ms),
    read(...events: LiveEvent[]) {
      recent.mark();
      for (const e of events) recent.add(toHubItem(e));
    },
  };
}
const ids = (items: { id: number }[] | null) => items?.map((i) => i.id) ?? null;

describe("the hub's memory of recent events", () => {
  it("answers from its start on; an entity's newer event replaces the older, as in the log", () => {
    const m = memory();
    m.read(
      event(11),
      event(12, { entityId: "p11", type: "post.updated" }),
      event(13, { audience: "owner", type: "draft.updated" }),
      event(14, { channelId: "c2" }),
      event(15, { entityId: "p11", type: "post.deleted" }),
    );
    expect(m.recent.after(CH, 9)).toBeNull();
    expect(ids(m.recent.after(CH, 10))).toEqual([15]);
    expect(ids(m.recent.after(CH, 15))).toEqual([]);
    expect(ids(m.recent.after("c2", 10))).toEqual([14]);
    // A channel with nothing read since the start: nothing to replay.
    expect(ids(m.recent.after("c3", 10))).toEqual([]);
  });

  it("vouches for nothing before its hub starts reading (a poll on a server with no streams)", () => {
    const recent = new RecentEvents();
    expect(recent.after(CH, 0)).toBeNull();
    expect(recent.after(CH, 1_000_000)).toBeNull();
    recent.start(10);
    expect(ids(recent.after(CH, 10))).toEqual([]);
  });

  it("leaves resumes from before the events its size cap pushed out to the log", () => {
    const m = memory();
    const n = RECENT_PER_CHANNEL + 5;
    m.read(...Array.from({ length: n }, (_, i) => event(11 + i)));
    expect(m.recent.after(CH, 14)).toBeNull();
    expect(m.recent.after(CH, 15)?.length).toBe(RECENT_PER_CHANNEL);
  });

  it("answers only for events read within its time window, and forgets at a prune", () => {
    const m = memory();
    m.read(event(11));
    m.tick(2_000);
    m.read(event(12));
    m.tick(2_000);
    m.read(event(13));
    m.tick(RECENT_MAX_AGE_MS - 3_000);
    // 11 was read too long ago: a resume from before it (a prune may have been) goes to the log.
    expect(m.recent.after(CH, 10)).toBeNull();
    expect(ids(m.recent.after(CH, 11))).toEqual([12, 13]);
    m.recent.sweep();
    expect(ids(m.recent.after(CH, 11))).toEqual([12, 13]);
    m.tick(RECENT_MAX_AGE_MS);
    m.recent.sweep();
    expect(m.recent.after(CH, 12)).toBeNull();
    expect(ids(m.recent.after(CH, 13))).toEqual([]);
    m.read(event(14));
    m.recent.forget(14);
    expect(m.recent.after(CH, 13)).toBeNull();
    expect(ids(m.recent.after(CH, 14))).toEqual([]);
  });
});
