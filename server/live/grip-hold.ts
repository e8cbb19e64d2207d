import { Channel, GripInstruct } from "@fanoutio/grip";
import type { FastifyReply, FastifyRequest } from "fastify";
import { zEventId } from "../../domain/schemas/common";
import { HEARTBEAT_MS, LIVE_RESET_EVENT } from "../../domain/schemas/live";
import { gripPublishStore } from "../repositories/grip-publish";
import { type GripRelay, gripChannelOf, gripKeyChannelOf } from "./grip-relay";
import { toHubItem } from "./hub";
import type { LiveLog } from "./log";
import { toLiveEvent } from "./record";
import { retryDelayMs } from "./sse";

const REPLAY_BATCH = 500;
/**
 * When the proxy asks us (the Grip-Link) whether a stream missed a publish with no publish after
 * it to show the gap: one that went out between our answer to a reader's open and the proxy
 * subscribing the stream (Pushpin 1.36 checks its channel's last id once at the subscription, and
 * forgets it at the first mismatch, so a burst of opens leaves some streams behind). So a stream's
 * first hold asks soon; the holds we answer to its recoveries ask rarely, as a backstop: any later
 * gap is shown by the next publish's prev-id.
 *
 * The seconds are spread, because Pushpin times these requests per (timeout, path) for all of a
 * channel's streams at once, and sends them to its proxy through a queue of 100 (`OUT_HWM` in its
 * zhttpmanager), at 10 batches of 100 a second. One timeout for 19,000 streams of a node filled
 * that queue at each turn; every request over it failed at once and was retried 1 to 16 s later,
 * five times, before the stream ended. In a burst of opens, at 20,000 readers and 20 s, 400
 * streams a node ended that way.
 */
const FIRST_LINK_S = { least: 20, spread: 20 };
const LATER_LINK_S = { least: 240, spread: 60 };

const linkTimeoutS = (recovering: boolean) => {
  const { least, spread } = recovering ? LATER_LINK_S : FIRST_LINK_S;
  return least + Math.floor(Math.random() * spread);
};

const idOf = (raw: string | undefined): number | null => {
  const id = zEventId.safeParse(raw?.trim());
  return id.success ? Number(id.data) : null;
};

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
};

/** The proxy's last id for the channel, from Grip-Last (`<channel>; last-id=<id>`, comma-separated). */
function gripLastOf(request: FastifyRequest, channel: string): number | null {
  for (const part of headerOf(request, "grip-last")?.split(",") ?? []) {
    const [name, ...params] = part.split(";").map((s) => s.trim());
    if (name !== channel) continue;
    const last = params.find((p) => p.startsWith("last-id="));
    return idOf(last?.slice("last-id=".length));
  }
  return null;
}

/**
 * Where the reader resumes. A recovery (the proxy's request for the Grip-Link) resumes from its
 * Grip-Last only: Pushpin shares one answer among the streams asking for the same path with the
 * same Grip-Last, whatever their query. A reader's own request resumes from the furthest of what
 * it says (Last-Event-ID) and the query.
 */
function resumePoint(request: FastifyRequest, channel: string): number | null {
  const query = (request.query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const last = gripLastOf(request, channel);
  if (last !== null) return last;
  const ids = [
    idOf(headerOf(request, "last-event-id")),
    idOf(typeof query === "string" ? query : undefined),
  ].filter((id): id is number => id !== null);
  return ids.length === 0 ? null : Math.max(...ids);
}

/** The events a resuming reader missed, up to what has been published (`through`). */
async function replay(store: LiveLog, channelId: string, after: number, through: number) {
  const frames: Buffer[] = [];
  for (let from = after, first = true; from < through; first = false) {
    const batch = await store.channelAfter(channelId, from, REPLAY_BATCH, true);
    if (first && after < batch.floor) {
      const head = Number(await store.head(channelId));
      const last = String(Math.max(batch.floor, Math.min(head, through)));
      const reset = JSON.stringify({ channelId, last });
      return [Buffer.from(`id: ${last}\nevent: ${LIVE_RESET_EVENT}\ndata: ${reset}\n\n`)];
    }
    const rows = batch.rows.filter((r) => Number(r.id) <= through);
    for (const row of rows) {
      frames.push(toHubItem(toLiveEvent(row)).frame);
    }
    if (rows.length < REPLAY_BATCH) break;
    from = Number(rows.at(-1)!.id);
  }
  return frames;
}

/**
 * The hold's prev-id: what the reader has, so a recovery's Grip-Last is where it stands. A reader
 * may have events past the channel's published head (delivered before the relay's turn committed);
 * its resume point, bounded by the log (a made-up id would set off a recovery at every publish).
 */
async function holdPrevId(
  store: LiveLog,
  channelId: string,
  resume: number | null,
  head: string,
): Promise<string> {
  if (resume === null || resume <= Number(head)) return head;
  return String(Math.max(Number(head), Math.min(resume, Number(await store.head(channelId)))));
}

/**
 * Where the proxy asks for what a reader missed. Its requests carry none of the reader's
 * headers, so a public API stream (whose key is a header) recovers through a path naming its
 * key, with the same public events: its stream stays closable, and ends once the key is gone.
 * The key is in the path, not the query: Pushpin shares one recovery among the streams asking
 * for the same path with the same Grip-Last, whatever their query, and a key's answer (held on
 * its key's channel too, refused once the key is gone) is not a plain reader's.
 */
export function recoveryLink(
  options: Pick<GripHoldOptions, "channelId" | "apiKeyId">,
  after: number,
): string {
  const key = options.apiKeyId ? `/key/${options.apiKeyId}` : "";
  return `/api/live/public/${options.channelId}${key}?lastEventId=${after}`;
}

/** Whether the request came through the GRIP proxy (a valid Grip-Sig). */
export async function isProxied(relay: GripRelay, request: FastifyRequest): Promise<boolean> {
  const sig = headerOf(request, "grip-sig") ?? null;
  return (await relay.publisher.validateGripSig(sig)).isProxied;
}

export interface GripHoldOptions {
  channelId: string;
  headers: Record<string, string>;
  apiKeyId?: string;
}

/**
 * Answers a public stream request that came through the GRIP proxy with what the reader missed
 * and the instruction to hold it on the channel, resuming from our log (prev-id and Grip-Link).
 * False, and nothing sent, when the request did not come through the proxy (a direct request
 * is streamed by the hub as without GRIP).
 */
export async function holdThroughGrip(
  relay: GripRelay,
  store: LiveLog,
  request: FastifyRequest,
  reply: FastifyReply,
  options: GripHoldOptions,
): Promise<boolean> {
  if (!(await isProxied(relay, request))) return false;
  const channel = gripChannelOf(options.channelId);
  const position = await gripPublishStore(relay.db).position(options.channelId);
  const resume = resumePoint(request, channel);
  const recovering = request.headers["grip-last"] !== undefined;
  const frames =
    resume === null ? [] : await replay(store, options.channelId, resume, position.through);
  const instruct = new GripInstruct(
    new Channel(channel, await holdPrevId(store, options.channelId, resume, position.prevId)),
  );
  if (options.apiKeyId) instruct.addChannel(gripKeyChannelOf(options.apiKeyId));
  instruct.setHoldStream();
  instruct.setKeepAlive(": hb\n\n", HEARTBEAT_MS / 1000);
  instruct.setNextLink(
    recoveryLink(options, Math.max(resume ?? 0, position.through)),
    linkTimeoutS(recovering),
  );
  // Hijacked like the hub's streams: no compression of bytes the proxy appends to.
  reply.hijack();
  reply.raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    ...options.headers,
    ...instruct.toHeaders(),
  });
  const prologue = recovering ? [] : [Buffer.from(`retry: ${retryDelayMs()}\n: ok\n\n`)];
  reply.raw.end(Buffer.concat([...prologue, ...frames]));
  return true;
}
