/**
 * Following the channel's public events: over SSE from the last event the page shows, resuming
 * with its id; polling `/changes` where a stream cannot connect, slower in a hidden tab and
 * backing off with jitter on failure. Each event is handed on once, in id order; a `reset`
 * (events the page missed were pruned) reloads the page.
 */
import {
  CHANGES_LIMIT,
  POLL_BACKOFF_MAX_MS,
  POLL_HIDDEN_MS,
  POLL_VISIBLE_MS,
} from "../../../domain/constants";
import { READER_EVENT_TYPES } from "../../../domain/embed/shared";
import type { ChangesResponse, LIVE_RESET_EVENT, LiveEvent } from "../../../domain/schemas/live";

/** What the page reads of a live event. */
export type ReaderEvent = Pick<
  LiveEvent,
  "id" | "type" | "channelId" | "entityId" | "audience" | "data"
>;

import { base, boot, doc, host } from "./page";

let last = BigInt(boot.last || "0");
let handle: (e: ReaderEvent) => void = () => undefined;
let source: EventSource | null = null;
let pollTimer = 0;
let stopped = false;
let failures = 0;

export function stop(): void {
  stopped = true;
  source?.close();
  clearTimeout(pollTimer);
}

/**
 * The server could not resume from `last` (events this page missed were pruned): only a
 * freshly rendered page is sure to show no removed post and to miss none.
 */
const RESET: typeof LIVE_RESET_EVENT = "reset";
function reload(): void {
  stop();
  window.location.reload();
}

function onFrame(m: MessageEvent): void {
  failures = 0;
  try {
    take(JSON.parse(m.data as string) as LiveEvent);
  } catch {
    /* a malformed frame is skipped */
  }
}

function openStream(): void {
  const es = new EventSource(`${base}?lastEventId=${last.toString()}`);
  source = es;
  for (const type of READER_EVENT_TYPES) {
    es.addEventListener(type, onFrame as EventListener);
  }
  es.addEventListener(RESET, reload);
  es.onmessage = onFrame;
  es.onopen = () => {
    failures = 0;
    // Says the page is following live (tests and embedding pages can wait for it).
    (host ?? doc.documentElement).dataset.live = "open";
  };
  es.onerror = () => {
    failures += 1;
    // Closed for good (e.g. 404 after archive) or flapping: poll instead.
    if (es.readyState === EventSource.CLOSED || failures >= 3) {
      es.close();
      source = null;
      (host ?? doc.documentElement).dataset.live = "polling";
      if (!stopped) schedulePoll(0);
    }
  };
}

let pollFailures = 0;
/**
 * The next poll: slower in a hidden tab, doubling after each failed poll, and jittered so the
 * readers of one page that lost their server do not all ask again in the same instant.
 */
const pollDelay = () => {
  const base = doc.visibilityState === "hidden" ? POLL_HIDDEN_MS : POLL_VISIBLE_MS;
  const backedOff = Math.min(POLL_BACKOFF_MAX_MS, base * 2 ** Math.min(pollFailures, 4));
  return Math.round(backedOff * (0.75 + Math.random() * 0.5));
};

function schedulePoll(ms: number): void {
  clearTimeout(pollTimer);
  if (!stopped) pollTimer = window.setTimeout(poll, ms);
}

async function poll(): Promise<void> {
  try {
    const res = await fetch(`${base}/changes?since=${last.toString()}`);
    if (res.status === 404) {
      // The channel is gone (archived and removed): as its archived event would say.
      take({
        id: (last + 1n).toString(),
        type: "channel.archived",
        channelId: boot.channelId,
        entityId: boot.channelId,
        audience: "public",
        data: null,
      });
      return;
    }
    if (res.ok) {
      const body = (await res.json()) as ChangesResponse;
      if (body.reset) {
        reload();
        return;
      }
      for (const e of body.events) take(e);
      pollFailures = 0;
      // A full page: more are waiting.
      if (body.events.length >= CHANGES_LIMIT) {
        schedulePoll(0);
        return;
      }
    } else {
      pollFailures += 1;
    }
  } catch {
    // Offline: try again later.
    pollFailures += 1;
  }
  schedulePoll(pollDelay());
}

/** An event newer than the last one taken goes on; a repeat or an older one is dropped. */
function take(e: ReaderEvent): void {
  let id: bigint;
  try {
    id = BigInt(e.id);
  } catch {
    return;
  }
  if (id <= last) return;
  last = id;
  handle(e);
}

/** Follows the channel, handing each new event to `apply`. */
export function follow(apply: (e: ReaderEvent) => void): void {
  handle = apply;
  doc.addEventListener("visibilitychange", () => {
    // Polling slows down in hidden tabs and catches up at once when the tab shows again.
    if (!source && !stopped && doc.visibilityState === "visible") schedulePoll(0);
  });
  if (boot.live) {
    if (typeof EventSource === "function") openStream();
    else schedulePoll(pollDelay());
  }
}
