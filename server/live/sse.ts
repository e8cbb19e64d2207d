import type { FastifyReply, FastifyRequest } from "fastify";
import { zEventId } from "../../domain/schemas/common";
import { LIVE_RESET_EVENT, type LiveEvent, type LiveReset } from "../../domain/schemas/live";
import { type LiveHub, publicOnly, type Subscriber, toFrame, toHubItem } from "./hub";
import { toLiveEvent } from "./record";

const REPLAY_BATCH = 500;

const toResetFrame = (reset: LiveReset) =>
  toFrame(`id: ${reset.last}\nevent: ${LIVE_RESET_EVENT}\ndata: ${JSON.stringify(reset)}\n\n`);

/** Last-Event-ID header, or ?lastEventId= (EventSource cannot set headers on reconnect by hand). */
export function lastEventIdOf(request: FastifyRequest): number | null {
  const header = request.headers["last-event-id"];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const fromQuery = (request.query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const raw = fromHeader ?? (typeof fromQuery === "string" ? fromQuery : undefined);
  const id = zEventId.safeParse(raw?.trim());
  return id.success ? Number(id.data) : null;
}

export interface StreamOptions {
  channelId: string;
  accepts: (event: LiveEvent) => boolean;
  userId: string | null;
  /** Replay reads public events only (the public stream). */
  publicOnly: boolean;
  lastEventId: number | null;
  /** Extra response headers (CORS on the public stream). */
  headers?: Record<string, string>;
  /** The public API key that opens the stream: deleting the key ends it. */
  apiKeyId?: string;
}

/**
 * Takes over the reply and streams: subscribe first (live events wait), replay from the
 * events table after Last-Event-ID, then flush what waited, de-duplicated by id. So a
 * resumed client misses nothing and sees nothing twice. A client resuming from below the
 * channel's prune floor may have missed pruned events: it gets a reset frame after the
 * replay.
 */
export async function openStream(
  hub: LiveHub,
  reply: FastifyReply,
  options: StreamOptions,
): Promise<void> {
  await hub.ready();
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
    ...options.headers,
  });
  res.socket?.setNoDelay(true);
  res.write("retry: 3000\n: ok\n\n");
  // After the head went out on a chunked response, frames can go to the socket as chunks.
  const chunked = res.chunkedEncoding && res.headersSent;
  const sub: Subscriber = {
    channelId: options.channelId,
    res,
    socket: chunked && res.writableLength === 0 ? (res.socket ?? null) : null,
    accepts: options.accepts,
    lastId: options.lastEventId ?? 0,
    pending: options.lastEventId === null ? null : [],
    userId: options.userId,
    ...(options.apiKeyId ? { apiKeyId: options.apiKeyId } : {}),
  };
  hub.add(sub);
  if (options.lastEventId === null) return;
  try {
    for (;;) {
      const rows = await hub.store.channelAfter(
        options.channelId,
        sub.lastId,
        REPLAY_BATCH,
        options.publicOnly,
      );
      for (const row of rows) {
        const item = toHubItem(toLiveEvent(row));
        sub.lastId = item.id;
        if (!sub.accepts(item.event)) continue;
        if (!hub.write(sub, item)) return;
        if (item.event.type === "channel.archived") {
          hub.remove(sub, true);
          return;
        }
      }
      if (rows.length < REPLAY_BATCH) break;
    }
    // Read after the replay, so a prune that ran meanwhile is seen too.
    const floor = await hub.store.floor(options.channelId);
    if (options.lastEventId < floor) {
      sub.lastId = Math.max(sub.lastId, floor);
      if (
        !hub.write(sub, toResetFrame({ channelId: options.channelId, last: String(sub.lastId) }))
      ) {
        return;
      }
    }
    hub.goLive(sub);
  } catch {
    hub.remove(sub, false);
    res.destroy();
  }
}

/** A readers' stream of a channel: public events only, resumed from the request's Last-Event-ID. */
export const openPublicStream = (
  hub: LiveHub,
  request: FastifyRequest,
  reply: FastifyReply,
  options: Pick<StreamOptions, "channelId" | "headers" | "apiKeyId">,
): Promise<void> =>
  openStream(hub, reply, {
    ...options,
    accepts: publicOnly,
    userId: null,
    publicOnly: true,
    lastEventId: lastEventIdOf(request),
  });
