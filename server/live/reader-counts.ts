import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import type { Db } from "../db/open";
import type { GripTierCounts } from "./grip-readers";
import type { LiveHub } from "./hub";

/** Each process re-reports its counts this often, so a live process's rows stay fresh. */
export const READER_COUNT_HEARTBEAT_MS = 5_000;
/** Rows older than this belong to a process that stopped without saying so: not counted. */
export const READER_COUNT_FRESH_MS = 3 * READER_COUNT_HEARTBEAT_MS;
/** Connections come and go in bursts: one report per burst, shortly after it. */
const CHANGE_DEBOUNCE_MS = 250;

export const readerCountsRepository = (db: Db) => ({
  /** Replaces this process's rows with `counts` (channels absent have no readers here). */
  async report(nodeId: string, counts: Map<string, number>): Promise<void> {
    const channels = [...counts.keys()];
    let stale = db.deleteFrom("live_reader_counts").where("node_id", "=", nodeId);
    if (channels.length > 0) stale = stale.where("channel_id", "not in", channels);
    if (channels.length === 0) {
      await stale.execute();
      return;
    }
    // One statement: the rows of channels gone and the fresh counts change together.
    await db
      .with("stale", () => stale)
      .insertInto("live_reader_counts")
      .values(
        channels.map((channel_id) => ({
          node_id: nodeId,
          channel_id,
          readers: counts.get(channel_id)!,
          seen_utc: sql<Date>`now()`,
        })),
      )
      .onConflict((oc) =>
        oc.columns(["node_id", "channel_id"]).doUpdateSet({
          readers: (eb) => eb.ref("excluded.readers"),
          seen_utc: sql<Date>`now()`,
        }),
      )
      .execute();
  },

  /** Readers per channel reported by the other live processes (fresh rows only); all channels without `channelIds`. */
  async others(nodeId: string, channelIds?: string[]): Promise<Map<string, number>> {
    if (channelIds?.length === 0) return new Map();
    let query = db
      .selectFrom("live_reader_counts")
      .select(["channel_id", sql<number>`sum(readers)::int`.as("readers")])
      .where("node_id", "<>", nodeId);
    if (channelIds) query = query.where("channel_id", "in", channelIds);
    const rows = await query
      .where(
        "seen_utc",
        ">",
        sql<Date>`now() - ${READER_COUNT_FRESH_MS}::int * interval '1 millisecond'`,
      )
      .groupBy("channel_id")
      .execute();
    return new Map(rows.map((r) => [r.channel_id, Number(r.readers)]));
  },
});

/**
 * Live reader counts summed over every server process on one PostgreSQL: each process
 * reports its own per channel (after a change, and every heartbeat) under its node id, and
 * the statistics add the fresh rows of the others to its own exact count. Readers held by a
 * GRIP tier are reported under each tier node's id (`grip:{endpoint}`): every process that
 * hears the tier writes the same rows, so they count once.
 */
export class ReaderCounts {
  readonly nodeId = randomUUID();
  readonly #repo: ReturnType<typeof readerCountsRepository>;
  #heartbeat: NodeJS.Timeout | null = null;
  #pending: NodeJS.Timeout | null = null;
  #reporting: Promise<void> = Promise.resolve();
  #stopped = false;
  /** Tier nodes this process has written rows for: one that goes quiet gets its rows taken. */
  #tierNodes = new Set<string>();

  constructor(
    db: Db,
    private readonly hub: LiveHub,
    /** False on the embedded PGlite: one process, nothing to share or to write. */
    private readonly shared: boolean,
    private readonly log?: FastifyBaseLogger,
    /** Readers a GRIP tier holds (GRIP_STATS_URL), which this process never sees. */
    private readonly tier?: GripTierCounts,
  ) {
    this.#repo = readerCountsRepository(db);
  }

  start(): void {
    if (!this.shared) return;
    const soon = () => {
      this.#pending ??= setTimeout(() => {
        this.#pending = null;
        this.#report();
      }, CHANGE_DEBOUNCE_MS);
    };
    this.hub.onReadersChanged = soon;
    if (this.tier) this.tier.onChange = soon;
    this.#heartbeat = setInterval(() => this.#report(), READER_COUNT_HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  #report(): void {
    if (this.#stopped) return;
    // One report at a time, in order: a slow one never overwrites a newer one.
    this.#reporting = this.#reporting
      .then(async () => {
        await this.#repo.report(this.nodeId, this.hub.readerCounts());
        if (this.tier) await this.#reportTier(this.tier);
      })
      .catch((err: unknown) => this.log?.warn({ err }, "reader count report failed"));
  }

  async #reportTier(tier: GripTierCounts): Promise<void> {
    const nodes = tier.byNode();
    for (const gone of this.#tierNodes) if (!nodes.has(gone)) nodes.set(gone, new Map());
    for (const [node, counts] of nodes) await this.#repo.report(`grip:${node}`, counts);
    this.#tierNodes = new Set([...nodes].filter(([, c]) => c.size > 0).map(([node]) => node));
  }

  /** The readers this process knows of without asking the others: its own and, alone, the tier's. */
  #local(): Map<string, number> {
    const counts = this.hub.readerCounts();
    if (this.shared || !this.tier) return counts;
    for (const [id, readers] of this.tier.total()) {
      counts.set(id, (counts.get(id) ?? 0) + readers);
    }
    return counts;
  }

  /** Readers of each channel on every live server process. */
  async of(channelIds: string[]): Promise<Map<string, number>> {
    const local = this.#local();
    const total = new Map(channelIds.map((id) => [id, local.get(id) ?? 0]));
    if (!this.shared) return total;
    for (const [id, readers] of await this.#repo.others(this.nodeId, channelIds)) {
      total.set(id, (total.get(id) ?? 0) + readers);
    }
    return total;
  }

  /** Readers of every channel anyone reads, on every live server process. */
  async all(): Promise<Map<string, number>> {
    const total = this.#local();
    if (!this.shared) return total;
    for (const [id, readers] of await this.#repo.others(this.nodeId)) {
      total.set(id, (total.get(id) ?? 0) + readers);
    }
    return total;
  }

  /** Takes this process's rows away, so its readers stop counting at once. */
  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    this.hub.onReadersChanged = null;
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    if (this.#pending) clearTimeout(this.#pending);
    if (!this.shared) return;
    await this.#reporting;
    await this.#repo.report(this.nodeId, new Map()).catch(() => {});
  }
}
