import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { GRIP_CHANNEL_PREFIX } from "./grip-relay";

/**
 * Readers held by the GRIP tier, per channel. Ticker never sees a held stream again after the
 * hold, so it counts from the tier: each Pushpin publishes a "sub" message on its stats socket
 * (`stats_spec`, `stats_format=json`) whenever a channel's subscriber count changes, and again
 * within its `stats_subscription_ttl`; "unavailable" ends the channel there.
 */
const ZSubStats = z.object({
  channel: z.string(),
  mode: z.string().optional(),
  subscribers: z.number().int().nonnegative().optional(),
  ttl: z.number().positive().optional(),
  unavailable: z.boolean().optional(),
});

/** A count not refreshed for this long after its ttl is a tier node that went away. */
const TTL_GRACE_MS = 5_000;
const DEFAULT_TTL_S = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Held {
  readers: number;
  expiresAt: number;
}

export class GripTierCounts {
  /** tier node (its stats endpoint) → channel id → readers. */
  readonly #nodes = new Map<string, Map<string, Held>>();
  onChange: (() => void) | null = null;

  /** Takes one stats message (`sub J{…}`) from `node`; anything else is not ours to read. */
  take(node: string, message: string, now = Date.now()): void {
    if (!message.startsWith("sub J")) return;
    let parsed: z.infer<typeof ZSubStats>;
    try {
      const result = ZSubStats.safeParse(JSON.parse(message.slice(5)));
      if (!result.success) return;
      parsed = result.data;
    } catch {
      return;
    }
    const channelId = parsed.channel.slice(GRIP_CHANNEL_PREFIX.length);
    if (!parsed.channel.startsWith(GRIP_CHANNEL_PREFIX) || !UUID.test(channelId)) return;
    const channels = this.#nodes.get(node) ?? new Map<string, Held>();
    this.#nodes.set(node, channels);
    if (parsed.unavailable || !parsed.subscribers) channels.delete(channelId);
    else {
      const ttlMs = (parsed.ttl ?? DEFAULT_TTL_S) * 1000;
      channels.set(channelId, {
        readers: parsed.subscribers,
        expiresAt: now + ttlMs + TTL_GRACE_MS,
      });
    }
    if (channels.size === 0) this.#nodes.delete(node);
    this.onChange?.();
  }

  /** Readers per channel on each tier node, without the counts their node stopped refreshing. */
  byNode(now = Date.now()): Map<string, Map<string, number>> {
    const out = new Map<string, Map<string, number>>();
    for (const [from, channels] of this.#nodes) {
      const counts = new Map<string, number>();
      for (const [id, held] of channels) {
        if (held.expiresAt > now) counts.set(id, held.readers);
        else channels.delete(id);
      }
      if (counts.size > 0) out.set(from, counts);
      else this.#nodes.delete(from);
    }
    return out;
  }

  /** Readers per channel over the whole tier. */
  total(now = Date.now()): Map<string, number> {
    const sum = new Map<string, number>();
    for (const counts of this.byNode(now).values()) {
      for (const [id, readers] of counts) sum.set(id, (sum.get(id) ?? 0) + readers);
    }
    return sum;
  }
}

/**
 * Subscribes to every tier node's stats socket (GRIP_STATS_URL, comma-separated ZeroMQ
 * endpoints). zeromq is loaded only here, so a server without a tier never loads it.
 */
export async function startGripTierCounts(
  endpoints: string[],
  log?: FastifyBaseLogger,
): Promise<{ counts: GripTierCounts; close(): void }> {
  const { Subscriber } = await import("zeromq");
  const counts = new GripTierCounts();
  // A socket per node: a node's counts are known by where they came from, which a restart
  // (a new process, a new `from`) keeps.
  const sockets = endpoints.map((endpoint) => {
    const socket = new Subscriber();
    socket.connect(endpoint);
    socket.subscribe("sub ");
    void (async () => {
      try {
        for await (const [frame] of socket) {
          if (frame) counts.take(endpoint, frame.toString("utf8"));
        }
      } catch (err) {
        if (!socket.closed) log?.warn({ err, endpoint }, "GRIP tier stats stopped");
      }
    })();
    return socket;
  });
  return {
    counts,
    close: () => {
      for (const socket of sockets) socket.close();
    },
  };
}
