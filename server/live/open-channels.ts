/** How long a channel read as open (existing, not archived) is taken as open without a new read. */
export const OPEN_CHANNEL_TTL_MS = 5_000;

export interface ChannelRow {
  id: string;
  archived: boolean;
}

interface Seen {
  at: number;
  read: Promise<ChannelRow | undefined>;
}

/**
 * The channels readers' streams were opened on lately, so that a process taking over a killed
 * one's readers (thousands in a few seconds, all on the same channels) reads each channel once
 * instead of once per reader: on this machine each read was a quarter of a stream's opening.
 * Readers asking at the same moment share one read.
 *
 * Only an open channel is kept. Archiving is one way and reaches every hub as a
 * `channel.archived` event, and the hub forgets the channel then (before it ends the channel's
 * streams), so a stream opened after its hub read the event reads the channel again and is
 * refused. A read that was under way when the channel was forgotten is not kept either.
 */
export class OpenChannels {
  readonly #seen = new Map<string, Seen>();

  constructor(
    private readonly read: (channelId: string) => Promise<ChannelRow | undefined>,
    private readonly now: () => number = Date.now,
  ) {}

  async get(channelId: string): Promise<ChannelRow | undefined> {
    const hit = this.#seen.get(channelId);
    if (hit && this.now() - hit.at < OPEN_CHANNEL_TTL_MS) return hit.read;
    const seen: Seen = { at: this.now(), read: this.read(channelId) };
    this.#seen.set(channelId, seen);
    const drop = () => {
      if (this.#seen.get(channelId) === seen) this.#seen.delete(channelId);
    };
    try {
      const channel = await seen.read;
      if (!channel || channel.archived) drop();
      return channel;
    } catch (err) {
      drop();
      throw err;
    }
  }

  forget(channelId: string): void {
    this.#seen.delete(channelId);
  }

  /** Drops what has expired (called on the hub's heartbeat). */
  sweep(): void {
    const now = this.now();
    for (const [id, seen] of this.#seen) {
      if (now - seen.at >= OPEN_CHANNEL_TTL_MS) this.#seen.delete(id);
    }
  }
}
