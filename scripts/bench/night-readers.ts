/**
 * A reader process of the night benchmark (forked by scripts/bench/night.ts): readers of one
 * channel spread over several servers, some following the stream (SSE, resuming with
 * Last-Event-ID after the server's `retry:` delay, as EventSource does), some polling
 * `/changes?since=` by its `last` cursor. Each keeps the last event id it took and, per post,
 * the version it last saw, and counts what arrives twice or out of order. Readers drop and
 * come back at random; when a server is killed its readers move to another one.
 */
import net from "node:net";
import { wallClock as now, sleep } from "./lib";

export type NightCommand =
  | {
      type: "start";
      ports: number[];
      /** Where the streams connect (the GRIP proxy), when not straight to the servers. */
      streamPort?: number;
      /** Share of the readers placed on ports[victim] (the server the bench kills). */
      onVictim: number;
      victim: number;
      channelId: string;
      sse: number;
      polling: number;
      dropsPerMinute: number;
    }
  | {
      type: "killed";
      port: number;
      at: number;
      head: number;
      /** The port comes back (a proxy restarted in place): its readers stay on it. */
      comesBack?: boolean;
      /** Watch every stream, not only those on the port (held by a proxy in front of it). */
      allStreams?: boolean;
    }
  | { type: "head" }
  | { type: "finish"; head: number; expected: Record<string, number> };
export type NightReport =
  | { type: "started"; open: number }
  | { type: "head"; head: number }
  | {
      type: "finished";
      readers: number;
      missing: number;
      duplicated: number;
      outOfOrder: number;
      resets: number;
      resumes: number;
      affected: number;
      /** When each reader of the killed server was receiving again (ms after the kill). */
      caughtUpMs: { sse: number[]; polling: number[] };
      /** Per SSE reader in caughtUpMs.sse: the reconnect delay it waited (the server's retry). */
      retryMs: number[];
      notCaughtUp: number;
      /** Why affected streams' attempts after the kill failed (a status or an error code), and how often. */
      failedAttempts: Record<string, number>;
      /** Per SSE reader in caughtUpMs.sse: its connection attempts until it was receiving again. */
      attempts: number[];
      /** Per SSE reader: its first answer after the kill (ms after it), and from it to its first event. */
      answeredMs: number[];
      firstEventMs: number[];
    };

const send = (m: NightReport) => process.send?.(m);
const POLL_MS = 5_000;
const PAGE = 200;

interface Reader {
  index: number;
  kind: "sse" | "polling";
  port: number;
  last: number;
  req: net.Socket | null;
  /** The reconnect delay the server last gave (EventSource keeps it across connections). */
  retry: number;
  /** The delay it waited before its first reconnect after the kill. */
  retryAfterKill: number | null;
  /** Set when its server was killed: the time it took events again, past the head then. */
  affected: boolean;
  caughtUp: number | null;
  /** Connection attempts since the kill, until receiving again. */
  attempts: number;
  /** When its first connection after the kill was answered (status 200), and first took an event. */
  answered: number | null;
  firstEvent: number | null;
}

let ports: number[] = [];
let dead = new Set<number>();
let channelId = "";
let streamPort: number | undefined;
let stopping = false;
let killedAt = 0;
let headAtKill = 0;
const readers: Reader[] = [];
/** Per post id, per reader: the version last seen × 2, + 1 when it was a deletion. */
const seen = new Map<string, Int32Array>();
const counts = { duplicated: 0, outOfOrder: 0, resets: 0, resumes: 0 };
const failedAttempts: Record<string, number> = {};
const failed = (r: Reader, why: string) => {
  if (r.affected && r.caughtUp === null) failedAttempts[why] = (failedAttempts[why] ?? 0) + 1;
};

const alive = () => ports.filter((p) => !dead.has(p));
const anyPort = () => {
  const a = alive();
  return a[Math.floor(Math.random() * a.length)]!;
};

/** A change reached the reader: checked for order, then kept (cheaply: no JSON parse). */
function take(r: Reader, id: number, type: string, data: string): void {
  if (r.affected && r.answered !== null && r.firstEvent === null) r.firstEvent = now();
  if (id === r.last) counts.duplicated++;
  else if (id < r.last) counts.outOfOrder++;
  if (id <= r.last) return;
  r.last = id;
  if (r.affected && r.caughtUp === null && id >= headAtKill) r.caughtUp = now();
  if (!type.startsWith("post.")) return;
  const entity = /"entityId":"([^"]+)"/.exec(data)?.[1];
  const version = Number(/"version":(\d+)/.exec(data)?.[1] ?? 0);
  if (!entity) return;
  let row = seen.get(entity);
  if (!row) {
    row = new Int32Array(readers.length);
    seen.set(entity, row);
  }
  row[r.index] = version * 2 + (type === "post.deleted" ? 1 : 0);
}

/** The SSE frames in `text`, taken in order; returns what is left of an unfinished frame. */
function takeFrames(r: Reader, text: string): string {
  let buffer = text;
  for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
    const frame = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    let id = -1;
    let type = "message";
    let data = "";
    for (const line of frame.split("\n")) {
      if (line.startsWith("id: ")) id = Number(line.slice(4));
      else if (line.startsWith("event: ")) type = line.slice(7);
      else if (line.startsWith("data: ")) data = line.slice(6);
      else if (line.startsWith("retry: ")) r.retry = Number(line.slice(7)) || r.retry;
    }
    if (type === "reset") counts.resets++;
    if (id >= 0) take(r, id, type, data);
  }
  return buffer;
}

/**
 * A raw SSE reader on a socket of its own: HTTP/1.1 by hand, chunked bodies decoded. The bench's
 * readers share the two cores with the servers they measure; node:http's client cost about as
 * much CPU as the servers at a kill. Read as latin1, so a chunk's size in bytes is its length in
 * characters: only ASCII fields (id, event, entityId, version) are read from the frames.
 */
function openStream(r: Reader): void {
  if (stopping) return;
  if (r.affected && r.caughtUp === null) r.attempts++;
  // The proxy of docs/deploy.md (nginx, `proxy_next_upstream error`) passes a request whose
  // server refused or reset it, before answering, to the next server at once: the reader sees
  // one attempt, not a second retry delay.
  let nextUpstream = false;
  let head: "waiting" | "chunked" | "plain" | "refused" = "waiting";
  let raw = "";
  let frames = "";
  const socket = net.connect({ host: "127.0.0.1", port: streamPort ?? r.port });
  socket.setNoDelay(true);
  socket.setEncoding("latin1");
  socket.write(
    `GET /api/live/public/${channelId} HTTP/1.1\r\nhost: 127.0.0.1\r\naccept: text/event-stream\r\nlast-event-id: ${r.last}\r\n\r\n`,
  );
  socket.on("data", (chunk: string) => {
    raw += chunk;
    if (head === "refused") return;
    if (head === "waiting") {
      const at = raw.indexOf("\r\n\r\n");
      if (at < 0) return;
      const lines = raw.slice(0, at).split("\r\n");
      raw = raw.slice(at + 4);
      const status = Number(lines[0]?.split(" ")[1]);
      if (status !== 200) {
        head = "refused";
        failed(r, `HTTP ${status}`);
        socket.destroy();
        return;
      }
      if (r.affected && r.answered === null) r.answered = now();
      head = lines.some((l) => /^transfer-encoding:\s*chunked/i.test(l)) ? "chunked" : "plain";
    }
    if (head === "plain") {
      frames = takeFrames(r, frames + raw);
      raw = "";
      return;
    }
    for (;;) {
      const line = raw.indexOf("\r\n");
      if (line < 0) return;
      const size = Number.parseInt(raw.slice(0, line), 16);
      if (size === 0) return void socket.destroy();
      if (raw.length < line + 2 + size + 2) return;
      frames = takeFrames(r, frames + raw.slice(line + 2, line + 2 + size));
      raw = raw.slice(line + 2 + size + 2);
    }
  });
  r.req = socket;
  // EventSource's way: after the server's retry delay, again, from the last id.
  socket.on("close", () => {
    if (r.req !== socket || stopping) return;
    r.req = null;
    const others = alive().filter((p) => p !== r.port);
    // Closed before its answer (the server died with the request unread): nginx's
    // "upstream prematurely closed connection", passed on as an error is.
    if (!nextUpstream && head === "waiting" && streamPort === undefined && others.length) {
      failed(r, "closed unanswered");
      nextUpstream = true;
      r.port = others[Math.floor(Math.random() * others.length)]!;
    }
    if (nextUpstream) {
      openStream(r);
      return;
    }
    if (dead.has(r.port)) r.port = anyPort();
    counts.resumes++;
    if (r.affected && r.retryAfterKill === null) r.retryAfterKill = r.retry;
    setTimeout(() => openStream(r), r.retry);
  });
  socket.on("error", (err: NodeJS.ErrnoException) => {
    failed(r, err.code ?? err.message);
    const others = alive().filter((p) => p !== r.port);
    const unanswered =
      head === "waiting" && (err.code === "ECONNREFUSED" || err.code === "ECONNRESET");
    if (streamPort === undefined && unanswered && others.length) {
      nextUpstream = true;
      r.port = others[Math.floor(Math.random() * others.length)]!;
    } else if (dead.has(r.port) || !alive().includes(r.port)) r.port = anyPort();
  });
}

async function pollLoop(r: Reader): Promise<void> {
  let failures = 0;
  while (!stopping) {
    let full = false;
    try {
      const res = await fetch(
        `http://127.0.0.1:${r.port}/api/live/public/${channelId}/changes?since=${r.last}`,
      );
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as {
        events: { id: string; type: string; entityId: string; version: number | null }[];
        reset?: boolean;
      };
      if (body.reset) counts.resets++;
      for (const e of body.events) {
        take(r, Number(e.id), e.type, `"entityId":"${e.entityId}","version":${e.version ?? 0}`);
      }
      full = body.events.length >= PAGE;
      failures = 0;
    } catch {
      failures++;
      counts.resumes++;
      if (dead.has(r.port)) r.port = anyPort();
    }
    if (full) continue;
    const base = failures ? Math.min(30_000, 1000 * 2 ** failures) : POLL_MS;
    await sleep(base * (0.75 + Math.random() * 0.5));
  }
}

/** A reader drops its connection now and then, and resumes as it would after a network blip. */
function dropSome(dropsPerMinute: number): void {
  const timer = setInterval(() => {
    if (stopping) return clearInterval(timer);
    for (const r of readers) {
      if (r.kind === "sse" && r.req && Math.random() < dropsPerMinute / 60) r.req.destroy();
    }
  }, 1000);
}

const caughtUp = (list: Reader[]) =>
  list.flatMap((r) => (r.caughtUp === null ? [] : [r.caughtUp - killedAt]));

process.on("message", async (cmd: NightCommand) => {
  if (cmd.type === "start") {
    ports = cmd.ports;
    channelId = cmd.channelId;
    streamPort = cmd.streamPort;
    const total = cmd.sse + cmd.polling;
    const others = ports.filter((_, i) => i !== cmd.victim);
    for (let i = 0; i < total; i++) {
      // Spread evenly over both kinds: the first share of each kind on the victim.
      const kindIndex = i < cmd.sse ? i / cmd.sse : (i - cmd.sse) / cmd.polling;
      readers.push({
        index: i,
        kind: i < cmd.sse ? "sse" : "polling",
        port: kindIndex < cmd.onVictim ? ports[cmd.victim]! : others[i % others.length]!,
        last: 0,
        req: null,
        retry: 3000,
        retryAfterKill: null,
        affected: false,
        caughtUp: null,
        attempts: 0,
        answered: null,
        firstEvent: null,
      });
    }
    for (const r of readers) {
      if (r.kind === "sse") openStream(r);
      else void pollLoop(r);
      // Connections arrive spread, as page views do.
      if (r.index % 100 === 99) await sleep(50);
    }
    dropSome(cmd.dropsPerMinute);
    send({ type: "started", open: readers.length });
  } else if (cmd.type === "killed") {
    if (!cmd.comesBack) dead = new Set([...dead, cmd.port]);
    killedAt = cmd.at;
    headAtKill = cmd.head;
    for (const r of readers) {
      const streamsThere = r.kind === "sse" && (streamPort ?? r.port) === cmd.port;
      if (r.port === cmd.port || streamsThere || (cmd.allStreams && r.kind === "sse")) {
        r.affected = true;
        // Its stream closed before this news came: it waits its retry delay already.
        if (r.kind === "sse" && r.req === null) r.retryAfterKill = r.retry;
        // As a load balancer would: the next request goes to a live server.
        if (!cmd.comesBack && r.port === cmd.port) r.port = anyPort();
      }
    }
  } else if (cmd.type === "head") {
    send({ type: "head", head: readers.reduce((m, r) => Math.max(m, r.last), 0) });
  } else if (cmd.type === "finish") {
    // Everyone gets the time to take the last change, then the readers stop.
    const deadline = now() + 60_000;
    while (now() < deadline && readers.some((r) => r.last < cmd.head)) await sleep(250);
    stopping = true;
    for (const r of readers) r.req?.destroy();
    let missing = 0;
    for (const [post, want] of Object.entries(cmd.expected)) {
      const row = seen.get(post);
      for (const r of readers) if ((row?.[r.index] ?? 0) !== want) missing++;
    }
    const affected = readers.filter((r) => r.affected);
    const sseBack = affected.filter((r) => r.kind === "sse" && r.caughtUp !== null);
    send({
      type: "finished",
      readers: readers.length,
      missing,
      ...counts,
      affected: affected.length,
      caughtUpMs: {
        sse: caughtUp(sseBack),
        polling: caughtUp(affected.filter((r) => r.kind === "polling")),
      },
      retryMs: sseBack.map((r) => r.retryAfterKill ?? 0),
      notCaughtUp: affected.filter((r) => r.caughtUp === null).length,
      failedAttempts,
      attempts: sseBack.map((r) => r.attempts),
      answeredMs: sseBack.flatMap((r) => (r.answered === null ? [] : [r.answered - killedAt])),
      firstEventMs: sseBack.flatMap((r) =>
        r.firstEvent === null || r.answered === null ? [] : [r.firstEvent - r.answered],
      ),
    });
  }
});
