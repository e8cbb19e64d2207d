/**
 * A reader process of the live benchmark (forked by scripts/bench/live.ts): holds many
 * public SSE connections on raw sockets (light on memory and CPU) and reports when each
 * one received the marked post. Several of these share the work so that the readers'
 * event loop is not the server's and no process exceeds its file-descriptor limit; each
 * binds its own 127.0.0.x source address (ephemeral ports are counted per address pair).
 */
import net from "node:net";
import { wallClock as now, sleep } from "./lib";

export type ReaderCommand =
  | { type: "connect"; port: number; path: string; count: number; source: string }
  | { type: "arm"; marker: string; timeoutMs: number }
  | { type: "close" };
export interface ConnectReport {
  type: "connected";
  ok: number;
  failed: number;
  /** Attempts that got no stream and were made again, by what they got ("502", "error"…). */
  retried: Record<string, number>;
  /** Per held reader: ms from its first attempt to the stream's 200. */
  openMs: number[];
}
export type ReaderReport =
  | ConnectReport
  | { type: "armed" }
  | {
      type: "result";
      marker: string;
      times: number[];
      missing: number;
      dropped: number;
      /**
       * Streams the server or the tier closed (or ended: the chunked body's last chunk) and the
       * reader opened again, as a browser's EventSource does, so far, by how they closed.
       */
      reopened: Record<string, number>;
      /** The first chunk that held the marker, as received (the floor sends the same bytes). */
      sample: string | null;
      /** For up to 3 readers that missed it: what they received first and last, how it closed. */
      missed: { first: string; last: string; closed: string }[];
    };

interface Reader {
  socket: net.Socket;
  tail: string;
  got: boolean;
  open: boolean;
  /** The response ended (the chunked body's last chunk) on a socket left open. */
  ended: boolean;
  /** Held when the current publish was armed: counted in `waiting`. */
  armed: boolean;
  /** How its socket closed ("" while open): "ended", "closed", or the socket error's code. */
  closed: string;
  /** What it received first and last (kept short): what a reader that misses publishes got. */
  first: string;
  last: string;
}

/**
 * A reader whose open fails tries again, as Ticker's page does (EventSource, then its own
 * fallback): up to this many attempts, after a jittered second (doubling). Each retry is
 * counted and printed by the bench.
 */
const ATTEMPTS = 5;
const CONCURRENCY = 200;

const readers: Reader[] = [];
let marker: string | null = null;
let times: number[] = [];
let sample: string | null = null;
let waiting = 0;
let finish: (() => void) | null = null;
let closing = false;
const reopened: Record<string, number> = {};
/** Readers whose stream closed and that could not open it again. */
let gaveUp = 0;
const send = (m: ReaderReport) => process.send?.(m);

/** One attempt: "ok", or what it got instead (the status code, or "error"). */
function connectOne(port: number, path: string, source: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port, localAddress: source });
    const r: Reader = {
      socket,
      tail: "",
      got: false,
      open: false,
      ended: false,
      armed: false,
      closed: "",
      first: "",
      last: "",
    };
    let settled = false;
    const settle = (outcome: string) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    socket.setNoDelay(true);
    socket.on("connect", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`);
    });
    socket.on("data", (buf: Buffer) => {
      const s = buf.toString("latin1");
      r.last = s.slice(0, 200);
      if (!r.open) {
        r.first = s.slice(0, 600);
        if (!s.startsWith("HTTP/1.1 200")) {
          socket.destroy();
          settle(s.slice(9, 12) || "error");
          return;
        }
        r.open = true;
        readers.push(r);
        settle("ok");
      }
      if (marker && !r.got) {
        const text = r.tail + s;
        if (text.includes(marker)) {
          r.got = true;
          times.push(now());
          sample ??= s;
          if (r.armed && --waiting === 0) finish?.();
        } else r.tail = text.slice(-64);
      }
      if (r.open && (s === "0\r\n\r\n" || s.endsWith("\r\n0\r\n\r\n"))) {
        r.ended = true;
        socket.destroy();
      }
    });
    socket.on("error", (err: NodeJS.ErrnoException) => {
      r.closed ||= err.code ?? "error";
      settle("error");
    });
    socket.on("close", () => {
      r.closed ||= r.ended ? "ended" : "closed";
      const wasOpen = r.open;
      r.open = false;
      settle("closed");
      if (wasOpen && !closing) {
        readers.splice(readers.indexOf(r), 1);
        reopened[r.closed] = (reopened[r.closed] ?? 0) + 1;
        void reopen(port, path, source);
      }
    });
  });
}

/** A held stream that closed opens again after a second, as EventSource does (with retries). */
async function reopen(port: number, path: string, source: string) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    await sleep(1000 * 2 ** (attempt - 1) * (0.5 + Math.random()));
    if (closing) return;
    if ((await connectOne(port, path, source)) === "ok") return;
  }
  gaveUp++;
}

async function connectAll(port: number, path: string, count: number, source: string) {
  const report: ConnectReport = { type: "connected", ok: 0, failed: 0, retried: {}, openMs: [] };
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, count) }, async () => {
      while (next < count) {
        next++;
        const started = performance.now();
        for (let attempt = 1; ; attempt++) {
          const outcome = await connectOne(port, path, source);
          if (outcome === "ok") {
            report.ok++;
            report.openMs.push(performance.now() - started);
            break;
          }
          if (attempt === ATTEMPTS) {
            report.failed++;
            break;
          }
          report.retried[outcome] = (report.retried[outcome] ?? 0) + 1;
          await sleep(1000 * 2 ** (attempt - 1) * (0.5 + Math.random()));
        }
      }
    }),
  );
  return report;
}

process.on("message", async (cmd: ReaderCommand) => {
  if (cmd.type === "connect") {
    send(await connectAll(cmd.port, cmd.path, cmd.count, cmd.source));
  } else if (cmd.type === "arm") {
    const live = readers.filter((r) => r.open);
    for (const r of readers) {
      r.got = false;
      r.tail = "";
      r.armed = r.open;
    }
    times = [];
    sample = null;
    waiting = live.length;
    marker = cmd.marker;
    const done = new Promise<void>((resolve) => {
      finish = resolve;
      setTimeout(resolve, cmd.timeoutMs).unref();
    });
    send({ type: "armed" });
    await done;
    finish = null;
    const current = marker;
    marker = null;
    send({
      type: "result",
      marker: current,
      times,
      missing: live.filter((r) => !r.got).length,
      dropped: readers.length - readers.filter((r) => r.open).length + gaveUp,
      reopened,
      sample,
      missed: live
        .filter((r) => !r.got)
        .slice(0, 3)
        .map((r) => ({ first: r.first, last: r.last, closed: r.closed || "open" })),
    });
  } else if (cmd.type === "close") {
    closing = true;
    for (const r of readers) r.socket.destroy();
    process.exit(0);
  }
});
