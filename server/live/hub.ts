import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { HEARTBEAT_MS, type LiveEvent, type Presence } from "../../domain/schemas/live";
import type { Db, ListenFn } from "../db/open";
import { API_KEY_REVOKED_CHANNEL } from "../repositories/api-keys";
import { type LiveLog, liveLog } from "./log";
import { OpenChannels } from "./open-channels";
import { FLOORS_CHANNEL } from "./prune";
import { RecentEvents } from "./recent";
import { EVENTS_CHANNEL, toLiveEvent } from "./record";

export const PRESENCE_CHANNEL = "ticker_presence";
/** A client whose unsent output exceeds this is too slow: it is dropped (it resumes later). */
export const MAX_BUFFERED_BYTES = 256 * 1024;
const READ_BATCH = 500;

/** Bytes to send: the SSE frame, and the same as one HTTP/1.1 chunk (written to the socket). */
export interface Frame {
  frame: Buffer;
  chunk: Buffer;
}

export const toFrame = (text: string): Frame => {
  const frame = Buffer.from(text);
  return {
    frame,
    chunk: Buffer.concat([
      Buffer.from(`${frame.length.toString(16)}\r\n`),
      frame,
      Buffer.from("\r\n"),
    ]),
  };
};

const HEARTBEAT = toFrame(": hb\n\n");

/** One event as fanned out: serialised once, shared by every subscriber. */
export interface HubItem extends Frame {
  id: number;
  event: LiveEvent;
}

export const toHubItem = (event: LiveEvent): HubItem => ({
  id: Number(event.id),
  event,
  ...toFrame(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
});

/** One SSE connection. Kept small: thousands of readers share the filter function. */
export interface Subscriber {
  channelId: string;
  res: ServerResponse;
  /**
   * The socket, when the response is chunked and its head is sent: frames then go to it
   * directly as ready-made chunks (one write per reader, no per-write framing work).
   */
  socket: Socket | null;
  accepts: (event: LiveEvent) => boolean;
  /** Highest event id written (or skipped); later deliveries at or below it are dropped. */
  lastId: number;
  /** While the Last-Event-ID replay runs, live items wait here. */
  pending: HubItem[] | null;
  /** Editors: the user id (presence frames of others); null for public readers. */
  userId: string | null;
  /** Public API streams: the key that opened it; the stream ends when the key is deleted. */
  apiKeyId?: string;
}

/** Public readers see public events only. */
export const publicOnly = (event: LiveEvent): boolean => event.audience === "public";

/**
 * The live hub, one per process (one per app): LISTENs for new events, reads them once in
 * id order, and writes each to the SSE subscribers of its channel.
 */
export class LiveHub {
  readonly store: LiveLog;
  /** The public events read lately: recent resumes are answered from it (server/live/sse.ts). */
  readonly recent = new RecentEvents();
  /** Channels readers' streams were opened on lately (server/live/open-channels.ts). */
  readonly openChannels: OpenChannels;
  readonly #channels = new Map<string, Set<Subscriber>>();
  readonly #origin = randomUUID();
  #lastId = 0;
  #started: Promise<void> | null = null;
  #unlisten: (() => Promise<void>)[] = [];
  #reading = false;
  #dirty = false;
  #heartbeat: NodeJS.Timeout | null = null;
  #closed = false;
  #count = 0;

  constructor(
    db: Db,
    private readonly listen: { kind: "pglite" | "postgres"; listen: ListenFn } | undefined,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.store = liveLog(db);
    this.openChannels = new OpenChannels((id) => this.store.channel(id));
  }

  get subscriberCount(): number {
    return this.#count;
  }

  /**
   * Public readers (embed streams) of a channel connected to this process now; editors'
   * streams are not counted. Other server processes report theirs through live_reader_counts.
   */
  readersOf(channelId: string): number {
    let readers = 0;
    for (const sub of this.#channels.get(channelId) ?? []) if (sub.userId === null) readers++;
    return readers;
  }

  /** This process's public readers per channel (channels without any left out). */
  readerCounts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const channelId of this.#channels.keys()) {
      const readers = this.readersOf(channelId);
      if (readers > 0) counts.set(channelId, readers);
    }
    return counts;
  }

  /** Called whenever a public reader connects or goes (the reader-count beacon listens). */
  onReadersChanged: (() => void) | null = null;

  /** Starts listening on first use (apps that never stream never open a LISTEN client). */
  ready(): Promise<void> {
    this.#started ??= this.#start();
    return this.#started;
  }

  async #start(): Promise<void> {
    this.#lastId = await this.store.maxId();
    this.recent.start(this.#lastId);
    if (this.listen) {
      this.#unlisten.push(await this.listen.listen(EVENTS_CHANNEL, () => this.poke()));
      // A prune moved channels' floors: what memory holds may be below one now.
      this.#unlisten.push(
        await this.listen.listen(FLOORS_CHANNEL, () => this.recent.forget(this.#lastId)),
      );
      if (this.listen.kind === "postgres") {
        this.#unlisten.push(
          await this.listen.listen(PRESENCE_CHANNEL, (payload) => this.#remotePresence(payload)),
        );
      }
      this.#unlisten.push(
        await this.listen.listen(API_KEY_REVOKED_CHANNEL, (payload) => {
          // An empty payload follows a reconnect: revocations may have been missed meanwhile.
          if (payload) this.endApiKeyStreams(payload);
          else void this.checkApiKeys();
        }),
      );
    }
    this.#heartbeat = setInterval(() => {
      this.#beat();
      this.recent.sweep();
      this.openChannels.sweep();
      // Without LISTEN (a Db not opened by open.ts), the heartbeat doubles as a slow poll.
      if (!this.listen) {
        this.poke();
        void this.checkApiKeys();
      }
    }, HEARTBEAT_MS);
    this.#heartbeat.unref();
    // Catch up on anything committed between maxId() and LISTEN.
    this.poke();
  }

  /** New events may exist: read them (bursts of notifications coalesce into one read). */
  poke(): void {
    if (this.#closed) return;
    if (this.#reading) {
      this.#dirty = true;
      return;
    }
    this.#reading = true;
    void this.#drain();
  }

  async #drain(): Promise<void> {
    try {
      do {
        this.#dirty = false;
        for (;;) {
          this.recent.mark();
          const rows = await this.store.after(this.#lastId, READ_BATCH);
          for (const row of rows) {
            const item = toHubItem(toLiveEvent(row));
            this.#lastId = item.id;
            this.recent.add(item);
            this.#dispatch(item);
          }
          if (rows.length < READ_BATCH) break;
        }
      } while (this.#dirty && !this.#closed);
    } catch (err) {
      if (!this.#closed) this.log?.error({ err }, "live hub read failed");
    } finally {
      this.#reading = false;
    }
  }

  #dispatch(item: HubItem): void {
    if (item.event.type === "channel.archived") this.openChannels.forget(item.event.channelId);
    const subs = this.#channels.get(item.event.channelId);
    if (!subs) return;
    for (const sub of subs) this.deliver(sub, item);
    if (item.event.type === "channel.archived") {
      for (const sub of [...subs]) this.remove(sub, true);
    }
  }

  /** Writes one item to one subscriber (or queues it during replay), once per id. */
  deliver(sub: Subscriber, item: HubItem): void {
    if (sub.pending) {
      sub.pending.push(item);
      return;
    }
    if (item.id <= sub.lastId) return;
    sub.lastId = item.id;
    if (sub.accepts(item.event)) this.write(sub, item);
  }

  /**
   * Writes a frame unless the client is gone or too slow (then it is dropped). A replay
   * (`paced`) waits for the client between its batches instead, so it is never dropped here.
   */
  write(sub: Subscriber, bytes: Frame, paced = false): boolean {
    const { res, socket } = sub;
    if (res.destroyed || res.writableEnded || socket?.destroyed) {
      this.remove(sub, false);
      return false;
    }
    if (!paced && (socket?.writableLength ?? 0) + res.writableLength > MAX_BUFFERED_BYTES) {
      this.remove(sub, false);
      res.destroy();
      return false;
    }
    if (socket) socket.write(bytes.chunk);
    else res.write(bytes.frame);
    return true;
  }

  /** Registers a connection; it starts in replay mode when `replaying`. */
  add(sub: Subscriber): void {
    let subs = this.#channels.get(sub.channelId);
    if (!subs) {
      subs = new Set();
      this.#channels.set(sub.channelId, subs);
    }
    if (!subs.has(sub)) {
      this.#count++;
      if (sub.userId === null) this.onReadersChanged?.();
    }
    subs.add(sub);
    sub.res.once("close", () => this.remove(sub, false));
  }

  /** Ends replay mode: flushes what arrived meanwhile, de-duplicated by id. */
  goLive(sub: Subscriber): void {
    const pending = sub.pending ?? [];
    sub.pending = null;
    for (const item of pending) {
      this.deliver(sub, item);
      if (item.event.type === "channel.archived") {
        this.remove(sub, true);
        return;
      }
    }
  }

  remove(sub: Subscriber, end: boolean): void {
    const subs = this.#channels.get(sub.channelId);
    if (subs?.delete(sub)) {
      this.#count--;
      if (sub.userId === null) this.onReadersChanged?.();
      if (subs.size === 0) this.#channels.delete(sub.channelId);
    }
    if (end && !sub.res.writableEnded) sub.res.end();
  }

  /** Ends, on this process, every stream opened with the API key (it was deleted). */
  endApiKeyStreams(apiKeyId: string): void {
    for (const subs of [...this.#channels.values()]) {
      for (const sub of [...subs]) if (sub.apiKeyId === apiKeyId) this.remove(sub, true);
    }
  }

  /** Ends the streams of keys that no longer exist (when a revocation notice may be lost). */
  async checkApiKeys(): Promise<void> {
    const open = new Set<string>();
    for (const subs of this.#channels.values()) {
      for (const sub of subs) if (sub.apiKeyId) open.add(sub.apiKeyId);
    }
    if (open.size === 0) return;
    try {
      const alive = await this.store.existingApiKeys([...open]);
      for (const id of open) if (!alive.has(id)) this.endApiKeyStreams(id);
    } catch (err) {
      if (!this.#closed) this.log?.error({ err }, "checking API keys of streams failed");
    }
  }

  #beat(): void {
    for (const subs of this.#channels.values()) {
      for (const sub of subs) if (!sub.pending) this.write(sub, HEARTBEAT);
    }
  }

  /** Presence to the channel's other editors here, and (PostgreSQL) in other processes. */
  async presence(presence: Presence): Promise<void> {
    this.#presenceLocal(presence);
    if (this.listen?.kind === "postgres") {
      await this.store.notify(PRESENCE_CHANNEL, JSON.stringify({ origin: this.#origin, presence }));
    }
  }

  #remotePresence(payload: string): void {
    try {
      const msg = JSON.parse(payload) as { origin?: string; presence?: Presence };
      if (msg.origin === this.#origin || !msg.presence) return;
      this.#presenceLocal(msg.presence);
    } catch {
      // Not ours.
    }
  }

  #presenceLocal(presence: Presence): void {
    const subs = this.#channels.get(presence.channelId);
    if (!subs) return;
    const frame = toFrame(`event: presence\ndata: ${JSON.stringify(presence)}\n\n`);
    for (const sub of subs) {
      if (sub.userId && sub.userId !== presence.userId && !sub.pending) this.write(sub, frame);
    }
  }

  /** Ends every stream (clients reconnect elsewhere and resume). */
  closeStreams(): void {
    for (const subs of [...this.#channels.values()]) {
      for (const sub of [...subs]) this.remove(sub, true);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.closeStreams();
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    const started = this.#started;
    if (started) await started.catch(() => {});
    const unlisten = this.#unlisten;
    this.#unlisten = [];
    await Promise.all(unlisten.map((u) => u().catch(() => {})));
  }
}
