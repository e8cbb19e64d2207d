import type { ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SSE_RETRY_MAX_MS, SSE_RETRY_MIN_MS } from "../../domain/constants";
import { zEventId } from "../../domain/schemas/common";
import { LIVE_RESET_EVENT, type LiveEvent, type LiveReset } from "../../domain/schemas/live";
import { type LiveHub, publicOnly, type Subscriber, toFrame, toHubItem } from "./hub";
import { toLiveEvent } from "./record";

const REPLAY_BATCH = 500;
const REPLAY_DRAIN_MS = 30_000;

/**
 * The reconnect delay each stream tells its browser, drawn anew per connection: when a server
 * goes away, its readers come back spread over a few seconds instead of all in one instant.
 */
export const retryDelayMs = (): number =>
  SSE_RETRY_MIN_MS + Math.floor(Math.random() * (SSE_RETRY_MAX_MS - SSE_RETRY_MIN_MS));

const toResetFrame = (reset: LiveReset) =>
  toFrame(`id: ${reset.last}\nevent: ${LIVE_RESET_EVENT}\ndata: ${JSON.stringify(reset)}\n\n`);

/**
 * Resolves true once the response's buffered output has been taken by the client, false when
 * the client went away or took nothing for REPLAY_DRAIN_MS (it is then dropped).
 */
function drained(res: ServerResponse): Promise<boolean> {
  const socket = res.socket;
  if (!socket || res.destroyed) return Promise.resolve(false);
  if (socket.writableLength + res.writableLength === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.off("drain", onDrain);
      socket.off("close", onClose);
      if (!ok) res.destroy();
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    const timer = setTimeout(() => done(false), REPLAY_DRAIN_MS);
    socket.once("drain", onDrain);
    socket.once("close", onClose);
  });
}

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
 * A public stream resuming from a recent id is answered from the hub's memory of recent events
 * (server/live/recent.ts): what the log's replay would give, to the hub's last read, and the
 * rest comes live. Done in one go, with no await between subscribing and going live, so no
 * live event can come between. False when memory cannot answer (the caller reads the log).
 */
function resumeFromMemory(hub: LiveHub, sub: Subscriber, after: number): boolean {
  const items = hub.recent.after(sub.channelId, after);
  if (!items) return false;
  for (const item of items) {
    sub.lastId = item.id;
    if (!hub.write(sub, item, true)) return true;
    if (item.event.type === "channel.archived") {
      hub.remove(sub, true);
      return true;
    }
  }
  hub.goLive(sub);
  return true;
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
  const socket = res.socket;
  socket?.setNoDelay(true);
  // The head, the retry line and a replay from memory leave in one write: in this VM each
  // write to a socket is a costly system call, and a killed server's readers open by thousands.
  if (socket) {
    socket.cork();
    process.nextTick(() => socket.uncork());
  }
  res.write(`retry: ${retryDelayMs()}\n: ok\n\n`);
  // After the head was handed to the socket on a chunked response (nothing held back in the
  // response itself), frames can go to the socket as chunks, in order behind it.
  const chunked = res.chunkedEncoding && res.headersSent;
  const sub: Subscriber = {
    channelId: options.channelId,
    res,
    socket: chunked && socket && res.writableLength === socket.writableLength ? socket : null,
    accepts: options.accepts,
    lastId: options.lastEventId ?? 0,
    pending: options.lastEventId === null ? null : [],
    userId: options.userId,
    ...(options.apiKeyId ? { apiKeyId: options.apiKeyId } : {}),
  };
  hub.add(sub);
  if (options.lastEventId === null) return;
  if (options.publicOnly && resumeFromMemory(hub, sub, options.lastEventId)) return;
  try {
    for (let first = true; ; first = false) {
      const batch = await hub.store.channelAfter(
        options.channelId,
        sub.lastId,
        REPLAY_BATCH,
        options.publicOnly,
      );
      // Events this reader missed were pruned: it rereads everything, so the replay is moot.
      if (first && options.lastEventId < batch.floor) {
        sub.lastId = Math.max(batch.floor, Number(await hub.store.head(options.channelId)));
        const reset = toResetFrame({ channelId: options.channelId, last: String(sub.lastId) });
        if (!hub.write(sub, reset)) return;
        break;
      }
      for (const row of batch.rows) {
        const item = toHubItem(toLiveEvent(row));
        sub.lastId = item.id;
        if (!sub.accepts(item.event)) continue;
        if (!hub.write(sub, item, true)) return;
        if (item.event.type === "channel.archived") {
          hub.remove(sub, true);
          return;
        }
      }
      if (batch.rows.length < REPLAY_BATCH) break;
      // A long replay goes at the reader's pace, not dropped as a slow reader would be.
      if (!(await drained(res))) return;
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
