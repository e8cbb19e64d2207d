import http from "node:http";
import { createScratchDatabase, startServerNode } from "../cluster";
import * as bench from "./lib";
import { cpuMs } from "./live-measure";

/**
 * What a burst of resuming readers costs one server: the readers of a killed process arrive at
 * the others within a few seconds (the night bench), so a stream's opening is what bounds their
 * return. Opens OPENS_BURST streams of one channel at once, each with a recent Last-Event-ID,
 * and prints the server's CPU per open and when each was answered and had its first event.
 */
const BURST = Number(process.env.OPENS_BURST) || 1_500;
const ROUNDS = 3;

function open(port: number, channelId: string, last: string, t0: number) {
  return new Promise<{ answered: number; firstEvent: number } | null>((resolve) => {
    const req = http.get(
      {
        host: "127.0.0.1",
        port,
        path: `/api/live/public/${channelId}`,
        agent: false,
        headers: { accept: "text/event-stream", "last-event-id": last },
      },
      (res) => {
        const answered = bench.wallClock() - t0;
        if (res.statusCode !== 200) return resolve(null);
        let text = "";
        res.setEncoding("utf8");
        const onData = (chunk: string) => {
          text += chunk;
          if (!text.includes("\nid: ") && !text.startsWith("id: ")) return;
          res.off("data", onData);
          resolve({ answered, firstEvent: bench.wallClock() - t0 });
          req.destroy();
        };
        res.on("data", onData);
      },
    );
    req.on("error", () => resolve(null));
  });
}

const ms = (xs: number[]) =>
  `p50 ${bench.percentile(xs, 50).toFixed(0)} ms, p99 ${bench.percentile(xs, 99).toFixed(0)} ms, all ${(xs.at(-1) ?? Number.NaN).toFixed(0)} ms`;

export const opensBench: bench.BenchSuite = {
  name: "opens",
  description: `a burst of ${BURST} readers resuming on one server at once (PostgreSQL)`,
  async setup({ log }) {
    const pgUrl = bench.benchPostgres(log);
    if (!pgUrl) return bench.printedOnly();
    const database = await createScratchDatabase(pgUrl, "ticker_opens");
    const node = await startServerNode({ ...bench.BENCH_SERVER_ENV, DATABASE_URL: database.url });
    try {
      const jwt = await bench.signInDemoAdmin(node.base);
      const channel = (await bench.postApi(node.base, jwt, `/channels/${bench.BENCH_HOST}`, {
        name: "Opens",
      })) as { id: string };
      // The survivors of a night stream long before the kill: their hubs read the posts as
      // they came, so a resume is answered from memory. A first stream starts this one's hub.
      await new Promise<void>((resolve, reject) => {
        http
          .get(`${node.base}/api/live/public/${channel.id}`, (res) => {
            res.destroy();
            resolve();
          })
          .on("error", reject);
      });
      for (let i = 0; i < 3; i++) {
        await bench.postApi(node.base, jwt, `/posts/${bench.BENCH_HOST}/${channel.id}`, {
          title: `Post ${i}`,
        });
      }
      const changes = await fetch(`${node.base}/api/live/public/${channel.id}/changes?since=0`);
      const events = ((await changes.json()) as { events: { id: string }[] }).events;
      // Each reader had all but the last post: its resume replays one event.
      const last = events.at(-2)?.id ?? "0";
      for (let round = 1; round <= ROUNDS; round++) {
        const pid = node.child.pid!;
        const cpu0 = cpuMs([pid]);
        const t0 = bench.wallClock();
        const results = await Promise.all(
          Array.from({ length: BURST }, () => open(node.port, channel.id, last, t0)),
        );
        const cpu = cpuMs([pid]) - cpu0;
        const ok = results.filter((r) => r !== null);
        const answered = ok.map((r) => r.answered).sort((a, b) => a - b);
        const first = ok.map((r) => r.firstEvent).sort((a, b) => a - b);
        log(
          `round ${round}: ${ok.length}/${BURST} replayed; server CPU ${cpu.toFixed(0)} ms (${(cpu / BURST).toFixed(2)} ms an open)`,
        );
        log(`  answered: ${ms(answered)}; first event: ${ms(first)}`);
      }
    } finally {
      await node.stop();
      await database.drop().catch(() => {});
    }
    return bench.printedOnly();
  },
};
