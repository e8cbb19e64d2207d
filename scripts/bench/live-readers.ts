/**
 * A reader process of the live benchmark (forked by scripts/bench/live.ts): holds many
 * public SSE connections on raw sockets (light on memory and CPU) and reports when each
 * one received the marked post. Several of these share the work so that the readers'
 * event loop is not the server's and no process exceeds its file-descriptor limit.
 */
import net from "node:net";
import { wallClock as now } from "./lib";

export type ReaderCommand =
  | { type: "connect"; port: number; path: string; count: number }
  | { type: "arm"; marker: string; timeoutMs: number }
  | { type: "close" };
export type ReaderReport =
  | { type: "connected"; ok: number; failed: number }
  | { type: "armed" }
  | { type: "result"; marker: string; times: number[]; missing: number; dropped: number };

interface Reader {
  socket: net.Socket;
  tail: string;
  got: boolean;
  open: boolean;
}

const readers: Reader[] = [];
let marker: string | null = null;
let times: number[] = [];
let waiting = 0;
let finish: (() => void) | null = null;
const send = (m: ReaderReport) => process.send?.(m);

function connectOne(port: number, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    const r: Reader = { socket, tail: "", got: false, open: false };
    let settled = false;
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      resolve(ok);
    };
    socket.setNoDelay(true);
    socket.on("connect", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`);
    });
    socket.on("data", (buf: Buffer) => {
      const s = buf.toString("latin1");
      if (!r.open) {
        if (!s.startsWith("HTTP/1.1 200")) {
          socket.destroy();
          settle(false);
          return;
        }
        r.open = true;
        readers.push(r);
        settle(true);
      }
      if (marker && !r.got) {
        const text = r.tail + s;
        if (text.includes(marker)) {
          r.got = true;
          times.push(now());
          if (--waiting === 0) finish?.();
        } else r.tail = text.slice(-64);
      }
    });
    socket.on("error", () => settle(false));
    socket.on("close", () => {
      r.open = false;
      settle(false);
    });
  });
}

async function connectAll(port: number, path: string, count: number) {
  let ok = 0;
  let failed = 0;
  const CONCURRENCY = 200;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next++;
        if (await connectOne(port, path)) ok++;
        else failed++;
      }
    }),
  );
  return { ok, failed };
}

process.on("message", async (cmd: ReaderCommand) => {
  if (cmd.type === "connect") {
    const { ok, failed } = await connectAll(cmd.port, cmd.path, cmd.count);
    send({ type: "connected", ok, failed });
  } else if (cmd.type === "arm") {
    const live = readers.filter((r) => r.open);
    for (const r of readers) {
      r.got = false;
      r.tail = "";
    }
    times = [];
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
      dropped: readers.length - live.length,
    });
  } else if (cmd.type === "close") {
    for (const r of readers) r.socket.destroy();
    process.exit(0);
  }
});
