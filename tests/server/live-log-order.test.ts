import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type LiveEvent, type LiveEventType, ZChangesResponse } from "../../domain/schemas/live";
import { listenerOf } from "../../server/db/open";
import { LiveHub } from "../../server/live/hub";
import { liveLog } from "../../server/live/log";
import { pruneEvents } from "../../server/live/prune";
import { type NewLiveEvent, recordEvent, toLiveEvent } from "../../server/live/record";
import { apiKeyByApi } from "./helpers/api-keys";
import { demoNewsroom, newChannel } from "./helpers/demo";
import { createTestApp, signIn, type TestContext } from "./helpers/test-app";
import { testDbKind } from "./helpers/test-db";
import { listenOnPort0, openSse, type SseClient } from "./live-sse";

/**
 * Every reader of the event log, on a log of more than 10,050 events whose ids cross 99, 999
 * and 9,999, with a prune in the middle: each id arrives once, in increasing order, and the
 * reader ends in the channel's current state. Events are written with recordEvent itself (the
 * write path's own function), in large transactions, rather than through 10,000 HTTP calls.
 */

const HOST = "newsroom.demo";
const SEED = 20261127;
/** Channel A gets this many events; channel B one in every B_EVERY operations. */
const A_EVENTS = 10_060;
const B_EVERY = 9;
const WRITE_BATCH = 100;

let t: TestContext;
let base: string;
let apiKey: string;
const streams: SseClient[] = [];

interface Written {
  id: number;
  type: LiveEventType;
  audience: string;
  key: string;
  data: { title: string; n: number } | null;
}
interface ChannelLog {
  id: string;
  written: Written[];
}
let chA: ChannelLog;
let chB: ChannelLog;
/** Live readers opened before the first write: they see the hub's batch reads as they go. */
let liveA: Follower;
let liveB: Follower;
/** A hub of its own (as another server's), there all night: its memory answers recent resumes. */
let hub: LiveHub;

/**
 * A reader that stays all night, as EventSource does: when the server drops it (a burst it
 * could not take in time), it comes back with the last id it got as Last-Event-ID.
 */
interface Follower {
  received(): LiveEvent[];
  reconnects: number;
  stop(): void;
}
/** Opens the stream again from `last`, as a browser would after its retry delay. */
async function reopen(url: string, last: string): Promise<SseClient> {
  for (;;) {
    try {
      return await openSse(url, { "last-event-id": last });
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function follow(url: string): Promise<Follower> {
  const done: LiveEvent[] = [];
  let client: SseClient | null = null;
  let stopped = false;
  const parse = (c: SseClient) => c.messages.map((m) => JSON.parse(m.data) as LiveEvent);
  const f: Follower = {
    received: () => [...done, ...(client ? parse(client) : [])],
    reconnects: 0,
    stop() {
      stopped = true;
      client?.close();
    },
  };
  // Subscribed once the first answer's head arrives: the night is written after that.
  let c: SseClient = await openSse(url);
  void (async () => {
    for (;;) {
      client = c;
      await c.waitEnd(3_600_000).catch(() => {});
      done.push(...parse(c));
      client = null;
      if (stopped) return;
      f.reconnects++;
      c = await reopen(url, done.at(-1)?.id ?? "0");
    }
  })();
  return f;
}

const kindOf = (type: string) => type.slice(0, type.indexOf("."));
const keyOf = (e: { type: string; entityId: string }) => `${kindOf(e.type)}:${e.entityId}`;

/** What a public reader knows of each entity: the type and data of its newest public event. */
type ReaderState = Map<string, { type: string; data: unknown }>;
const stateThrough = (log: ChannelLog, through: number): ReaderState => {
  const state: ReaderState = new Map();
  for (const w of log.written) {
    if (w.id > through) break;
    if (w.audience === "public") state.set(w.key, { type: w.type, data: w.data });
  }
  return state;
};
const headOf = (log: ChannelLog) =>
  log.written.filter((w) => w.audience === "public").at(-1)?.id ?? 0;

/** A random but fixed night of operations on the channel: posts, contributions, drafts. */
function* operations(channelId: string, count: number, rand: () => number) {
  const posts: string[] = [];
  const contributions: string[] = [];
  const pick = (list: string[]) => list[Math.floor(rand() * list.length)]!;
  for (let n = 0; n < count; n++) {
    const r = rand();
    const data = { title: `t${n}`, n };
    const event = (
      type: LiveEventType,
      entityId: string,
      audience: NewLiveEvent["audience"] = "public",
      payload: typeof data | null = data,
    ): NewLiveEvent => ({ channelId, invalidates: [], type, entityId, audience, data: payload });
    if (r < 0.3 || posts.length < 5) {
      const id = crypto.randomUUID();
      posts.push(id);
      yield event("post.published", id);
    } else if (r < 0.5) {
      yield event("post.updated", pick(posts));
    } else if (r < 0.55) {
      yield event("post.pinned", pick(posts));
    } else if (r < 0.62) {
      const [id] = posts.splice(Math.floor(rand() * posts.length), 1);
      yield event("post.deleted", id!, "public", null);
    } else if (r < 0.72) {
      const id = crypto.randomUUID();
      contributions.push(id);
      yield event("contribution.created", id, "moderators");
    } else if (r < 0.8 && contributions.length > 0) {
      yield event("contribution.updated", pick(contributions));
    } else if (r < 0.84 && contributions.length > 0) {
      yield event("contribution.deleted", pick(contributions), "public", null);
    } else if (r < 0.87) {
      yield event("topText.updated", channelId);
    } else {
      const ownerId = crypto.randomUUID();
      yield { ...event("draft.updated", crypto.randomUUID(), "owner"), ownerId };
    }
  }
}

/** A small deterministic generator, so the night is the same on every run and database. */
const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};

async function writeNight(): Promise<void> {
  const rand = mulberry32(SEED);
  const opsA = operations(chA.id, A_EVENTS, rand);
  const opsB = operations(chB.id, Math.ceil(A_EVENTS / B_EVERY), rand);
  let written = 0;
  let pruned = false;
  while (written < A_EVENTS) {
    await t.db.db.transaction().execute(async (trx) => {
      for (let i = 0; i < WRITE_BATCH && written < A_EVENTS; i++, written++) {
        const pair: [ChannelLog, IteratorResult<NewLiveEvent>][] = [[chA, opsA.next()]];
        if (written % B_EVERY === 0) pair.push([chB, opsB.next()]);
        for (const [log, op] of pair) {
          if (op.done) continue;
          const e = await recordEvent(trx, op.value);
          log.written.push({
            id: Number(e.id),
            type: e.type,
            audience: e.audience,
            key: keyOf(e),
            data: (op.value.data as Written["data"]) ?? null,
          });
        }
      }
    });
    // PGlite answers without leaving the microtask queue: let the readers' sockets be read.
    await new Promise((r) => setImmediate(r));
    // In the middle of the night, a week-old part of channel A's log is pruned.
    if (!pruned && written >= A_EVENTS / 2) {
      pruned = true;
      const cut = chA.written[Math.floor(chA.written.length / 3)]!.id;
      await sql`update events set created_utc = now() - interval '8 days'
        where channel_id = ${chA.id} and id <= ${cut}`.execute(t.db.db);
      await pruneEvents(t.db.db, new Date(Date.now() - 7 * 24 * 3600 * 1000));
    }
  }
}

async function floorOf(channelId: string): Promise<number> {
  const row = await t.db.db
    .selectFrom("event_floors")
    .select(sql<string>`pruned_through::text`.as("f"))
    .where("channel_id", "=", channelId)
    .executeTakeFirst();
  return Number(row?.f ?? 0);
}

/** What a reader received, checked: ids strictly increasing, each once, ending in `state`. */
function expectConverges(events: LiveEvent[], from: ReaderState, log: ChannelLog): void {
  const ids = events.map((e) => Number(e.id));
  for (let i = 1; i < ids.length; i++) expect(ids[i]).toBeGreaterThan(ids[i - 1]!);
  const state = new Map(from);
  for (const e of events) {
    expect(e.audience).toBe("public");
    state.set(keyOf(e), { type: e.type, data: e.data });
  }
  expect(state).toEqual(stateThrough(log, Number.MAX_SAFE_INTEGER));
}

type Reader = "changes" | "public-api-changes" | "stream" | "public-api-stream";

const ZChangesPage = ZChangesResponse.extend({
  events: z.array(
    z.looseObject({ id: z.string(), type: z.string(), entityId: z.string(), data: z.unknown() }),
  ),
});

/** Follows changes-since by its `last` cursor until an answer is short (or a reset). */
async function followChanges(reader: Reader, channelId: string, since: number, size: number) {
  const path =
    reader === "changes"
      ? `/api/live/public/${channelId}/changes`
      : `/api/public/v1/channels/${channelId}/changes`;
  const events: LiveEvent[] = [];
  let cursor = since;
  for (;;) {
    const res = await t.app.inject({
      url: `${path}?since=${cursor}&limit=${size}`,
      headers: reader === "changes" ? {} : { "x-api-key": apiKey },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The night's events carry synthetic data ({title, n}): what is checked is the envelope and
    // the order, so each event's data is read as it is, not as its type's shape.
    const page = ZChangesPage.parse(res.json());
    if (page.reset) return { events, reset: true };
    events.push(...(page.events as LiveEvent[]));
    if (page.events.length > 0) expect(Number(page.last)).toBeGreaterThan(cursor);
    cursor = Number(page.last);
    if (page.events.length < size) return { events, reset: false };
  }
}

/** Resumes a stream from `since` and reads until the channel's newest public event (or reset). */
async function replay(reader: Reader, log: ChannelLog, since: number) {
  const url =
    reader === "stream"
      ? `${base}/api/live/public/${log.id}`
      : `${base}/api/public/v1/channels/${log.id}/stream`;
  const client = await openSse(url, {
    "last-event-id": String(since),
    ...(reader === "stream" ? {} : { "x-api-key": apiKey }),
  });
  streams.push(client);
  const head = String(headOf(log));
  try {
    const end = await client.waitFor((m) => m.event === "reset" || m.id === head, 20_000);
    if (end.event === "reset") return { events: [], reset: true };
    return {
      events: client.messages.map((m) => JSON.parse(m.data) as LiveEvent),
      reset: false,
    };
  } finally {
    client.close();
  }
}

beforeAll(async () => {
  // The public API's per-key limit is not what is tested here.
  t = await createTestApp({ API_KEY_RATE_PER_MINUTE: "1000000" });
  base = await listenOnPort0(t.app);
  const { newsroomId } = await demoNewsroom(t);
  const admin = await signIn(t.app, "admin");
  apiKey = await apiKeyByApi(t.app, admin, HOST, "Order test");
  chA = { id: await newChannel(t, newsroomId, "Long night A"), written: [] };
  chB = { id: await newChannel(t, newsroomId, "Long night B"), written: [] };
  liveA = await follow(`${base}/api/live/public/${chA.id}`);
  liveB = await follow(`${base}/api/live/public/${chB.id}`);
  hub = new LiveHub(t.db.db, listenerOf(t.db.db));
  await hub.ready();
  await writeNight();
}, 600_000);

afterAll(async () => {
  for (const s of streams) s.close();
  liveA?.stop();
  liveB?.stop();
  await hub?.close();
  await t?.close();
});

describe(`the event log's order (${testDbKind})`, () => {
  it("spans ids past 99, 999 and 9,999, and channel A was pruned in the middle", async () => {
    const ids = chA.written.map((w) => w.id);
    expect(ids[0]).toBeLessThan(99);
    expect(ids.at(-1)).toBeGreaterThan(10_000);
    expect(chB.written[0]!.id).toBeLessThan(99);
    expect(chB.written.at(-1)!.id).toBeGreaterThan(9_999);
    const floor = await floorOf(chA.id);
    expect(floor).toBeGreaterThan(999);
    expect(await floorOf(chB.id)).toBe(0);
  });

  it("the hub's memory answers a recent resume exactly as the log's replay, or not at all", async () => {
    const store = liveLog(t.db.db);
    for (const log of [chA, chB]) {
      // The hub has read the whole night (it can trail the writes by half a minute and more
      // on two busy cores, beside the other worker's files).
      await expect
        .poll(() => hub.recent.after(log.id, headOf(log) - 1)?.at(-1)?.id, { timeout: 90_000 })
        .toBe(headOf(log));
    }
    const floors = [await floorOf(chA.id), await floorOf(chB.id)];
    // What memory answers, asked all at once: it answers for a minute of reading, and the
    // log's replays compared below take longer than that on a busy machine.
    const asked = [chA, chB].map((log, i) => {
      const head = headOf(log);
      const floor = floors[i]!;
      const points = [0, 98, 99, 100, 998, 999, 1000, 9998, 9999, 10_000, floor - 1, floor];
      // Every point near the head, one in 7 further back (through where memory ends).
      for (let p = Math.max(0, head - 1500); p <= head; p += p < head - 200 ? 7 : 1) points.push(p);
      const answers = points.map((since) => ({ since, memory: hub.recent.after(log.id, since) }));
      return { log, floor, answers };
    });
    for (const { log, floor, answers } of asked) {
      let answered = 0;
      for (const { since, memory } of answers) {
        if (since < floor) expect(memory, `below the floor ${floor}: ${since}`).toBeNull();
        if (!memory) continue;
        answered++;
        const fromLog: LiveEvent[] = [];
        for (let from = since; ; ) {
          const { rows } = await store.channelAfter(log.id, from, 500, true);
          fromLog.push(...rows.map(toLiveEvent));
          if (rows.length < 500) break;
          from = Number(rows.at(-1)!.id);
        }
        expect(
          memory.map((i) => i.event),
          `resume from ${since}`,
        ).toEqual(fromLog);
        // The frame written is the event itself.
        for (const i of memory) expect(i.frame.toString()).toContain(JSON.stringify(i.event));
      }
      // The latest resume points were answered from memory; those from before it (the prune
      // made the hub forget) were left to the log.
      expect(answered).toBeGreaterThan(100);
      expect(hub.recent.after(log.id, 0)).toBeNull();
    }
  }, 240_000);

  it("hub: live readers that were there all night got each event once, in order", async () => {
    for (const [follower, log] of [
      [liveA, chA],
      [liveB, chB],
    ] as const) {
      const head = String(headOf(log));
      await expect.poll(() => follower.received().at(-1)?.id, { timeout: 30_000 }).toBe(head);
      const events = follower.received();
      // The hub read the night in batches across every boundary while it was written.
      expect(events.length).toBeGreaterThan(log === chA ? 2_000 : 200);
      expectConverges(events, new Map(), log);
    }
  });

  it("every reader, from any resume point, gets each id once, in order, and converges", async () => {
    const floorA = await floorOf(chA.id);
    const maxId = chA.written.at(-1)!.id;
    const boundary = fc.constantFrom(0, 98, 99, 100, 998, 999, 1000, 9998, 9999, 10_000);
    const resumePoint = fc.oneof(boundary, fc.integer({ min: 0, max: maxId }));
    const reader = fc.constantFrom<Reader>(
      "changes",
      "public-api-changes",
      "stream",
      "public-api-stream",
    );
    await fc.assert(
      fc.asyncProperty(
        reader,
        fc.boolean(),
        resumePoint,
        // Small pages only near the head, so a run stays within a few hundred requests.
        fc.integer({ min: 1, max: 200 }),
        async (kind, onA, wanted, size) => {
          const log = onA ? chA : chB;
          const floor = onA ? floorA : 0;
          const streaming = kind === "stream" || kind === "public-api-stream";
          const head = headOf(log);
          let since = streaming ? Math.min(wanted, head - 1) : wanted;
          if (!streaming && (head - since) / size > 300) since = head - 300 * size;
          const got = streaming
            ? await replay(kind, log, since)
            : await followChanges(kind, log.id, since, size);
          if (since < floor) {
            expect(got.reset, `${kind} from ${since} below the floor ${floor}`).toBe(true);
            return;
          }
          expect(got.reset).toBe(false);
          expectConverges(got.events, stateThrough(log, since), log);
        },
      ),
      { seed: SEED, numRuns: 60 },
    );
  }, 300_000);
});
