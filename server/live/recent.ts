import type { HubItem } from "./hub";
import { entityKindOf } from "./record";

/** Public events kept per channel, at most: a resume further back reads the log. */
export const RECENT_PER_CHANNEL = 500;
/**
 * How long the hub answers resumes from memory for events it read. Far below the log's
 * retention (7 days), so no event in memory can have been pruned meanwhile (see below).
 */
export const RECENT_MAX_AGE_MS = 60_000;
/** A mark (time, id read) is taken at most this often. */
const MARK_EVERY_MS = 1_000;

interface Ring {
  /** Every public event of the channel with an id in (from, the hub's last id] is in items. */
  from: number;
  /** In id order; an entity's older event is taken out when a newer one comes (as the log does). */
  items: (HubItem & { key: string; at: number })[];
}

const keyOf = (item: HubItem) => `${entityKindOf(item.event.type)}:${item.event.entityId}`;

/**
 * The public events the hub read lately, per channel, so that a reader resuming from a recent
 * Last-Event-ID is answered from memory instead of a read of the log (a server that dies sends
 * thousands of readers to the others at once). An answer is what the log's replay gives as it
 * stood when the hub last read it: the channel's public events after the resume point, each
 * entity's newest only (the log replaces older ones, tombstones included); what committed since
 * reaches the stream live, as for every reader. Anything the memory cannot vouch for answers
 * null, and the caller reads the log:
 * - a resume point below the ring's start (events pushed out by the size cap);
 * - one older than RECENT_MAX_AGE_MS of reading: then a prune (7-day-old events, which raises
 *   the channel's floor) can have happened in between; anything read in the window is newer;
 * - anything before `forget()` (a prune was announced: the floors moved).
 * The hub reads the log in id order without gaps (ids commit in id order), so the memory has
 * every event between its start and the hub's last id.
 */
export class RecentEvents {
  readonly #rings = new Map<string, Ring>();
  /** Ids read by the time of each mark: every event above `id` was read at or after `at`. */
  #marks: { at: number; id: number }[] = [];
  /** Below this, nothing is known (the hub's start, or the last forget()); all, before it starts. */
  #from = Number.POSITIVE_INFINITY;
  #lastId = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The hub starts reading after `lastId`. */
  start(lastId: number): void {
    this.forget(lastId);
  }

  /** Drops everything: only resumes from `lastId` on are answered from memory. */
  forget(lastId: number): void {
    this.#rings.clear();
    this.#from = lastId;
    this.#lastId = lastId;
    this.#marks = [{ at: this.now(), id: lastId }];
  }

  /** The hub read this event (every event, in id order); public ones are kept. */
  add(item: HubItem): void {
    this.#lastId = item.id;
    if (item.event.audience !== "public") return;
    const channelId = item.event.channelId;
    let ring = this.#rings.get(channelId);
    if (!ring) {
      ring = { from: this.#from, items: [] };
      this.#rings.set(channelId, ring);
    }
    const key = keyOf(item);
    const older = ring.items.findIndex((i) => i.key === key);
    if (older >= 0) ring.items.splice(older, 1);
    ring.items.push({ ...item, key, at: this.now() });
    if (ring.items.length > RECENT_PER_CHANNEL) ring.from = ring.items.shift()!.id;
  }

  /**
   * Before a read of the log: marks how far the hub has read, and when (what it reads next is
   * above the mark, and read after it). At most one mark per MARK_EVERY_MS.
   */
  mark(): void {
    const at = this.now();
    const last = this.#marks.at(-1);
    if (last && (last.id === this.#lastId || at - last.at < MARK_EVERY_MS)) return;
    this.#marks.push({ at, id: this.#lastId });
  }

  /** The lowest resume point answerable now: events above it were all read in the window. */
  #windowFrom(): number {
    const since = this.now() - RECENT_MAX_AGE_MS;
    const mark = this.#marks.find((m) => m.at >= since);
    return Math.max(this.#from, mark?.id ?? this.#lastId);
  }

  /**
   * The channel's public events after `after`, as the log would replay them (to the hub's
   * last read), or null when memory cannot answer.
   */
  after(channelId: string, after: number): HubItem[] | null {
    const ring = this.#rings.get(channelId);
    if (after < Math.max(ring?.from ?? 0, this.#windowFrom())) return null;
    return ring ? ring.items.filter((i) => i.id > after) : [];
  }

  /** Drops what is past the window (the heartbeat calls it): memory stays bounded. */
  sweep(): void {
    const since = this.now() - RECENT_MAX_AGE_MS;
    // One mark just before the window stays useless: marks in it are enough.
    this.#marks = this.#marks.filter((m) => m.at >= since);
    for (const [channelId, ring] of this.#rings) {
      // Items read before the window are at or below every mark in it: never answered again.
      const keep = ring.items.findIndex((i) => i.at >= since);
      if (keep < 0) this.#rings.delete(channelId);
      else if (keep > 0) ring.items.splice(0, keep);
    }
  }
}
