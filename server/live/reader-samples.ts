import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/open";
import { createRepositories } from "../repositories";
import { type Loop, startLoop } from "../scheduler/loop";
import type { ReaderCounts } from "./reader-counts";

const MINUTE_MS = 60_000;

/**
 * Samples the concurrent readers per channel, summed over every server (ReaderCounts.all),
 * into reader_samples, a row a minute: the audience chart's line. Every server samples every
 * interval; a minute keeps the most readers any of them counted in it.
 */
export function startReaderSampler(
  db: Db,
  counts: ReaderCounts,
  /** Several times a minute (15 s by default), so no minute is left out and short peaks count. */
  intervalMs: number,
  log?: FastifyBaseLogger,
): Loop<number> {
  const { audience } = createRepositories(db);
  return startLoop(intervalMs, async () => {
    const minute = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
    try {
      return await audience.record(new Date(minute), await counts.all());
    } catch (err) {
      log?.warn({ err }, "reader sample failed");
      return 0;
    }
  });
}
