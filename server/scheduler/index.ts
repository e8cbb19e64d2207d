import type { FastifyBaseLogger } from "fastify";
import { SESSION_MAX_AGE_DAYS, SESSION_PRUNE_AFTER_HOURS } from "../../domain/constants";
import { LIVE_EVENT_RETENTION_MS } from "../../domain/schemas/live";
import { READER_SAMPLE_RETENTION_DAYS } from "../../domain/schemas/statistics";
import { publishDueDrafts } from "../commands/drafts/publish-due";
import type { Db } from "../db/open";
import { pruneEvents } from "../live/prune";
import { createRepositories } from "../repositories";
import { type Loop, startLoop } from "./loop";

const IDEMPOTENCY_TTL_MS = 7 * 24 * 3_600_000;
const PURGE_EVERY_MS = 3_600_000;
/** Webhook deliveries settled this long ago leave the endpoints' logs. */
const WEBHOOK_LOG_RETENTION_MS = 14 * 24 * 3_600_000;

/** Ended and expired sessions, SESSION_PRUNE_AFTER_HOURS after they ended (hourly, with the events). */
export const pruneSessions = (db: Db, now = Date.now()) =>
  createRepositories(db).sessions.prune(
    new Date(now - SESSION_PRUNE_AFTER_HOURS * 3_600_000),
    SESSION_MAX_AGE_DAYS,
  );

/** Runs one tick now (tests) and resolves when it is done; `stop` ends the loop. */
export type Scheduler = Loop<string[]>;

/**
 * The loop: one tick every interval, never two at once in this process. All state is in
 * the database, so a restart simply picks up what became due meanwhile.
 */
export function startScheduler(
  db: Db,
  options: { intervalMs: number; log?: FastifyBaseLogger },
): Scheduler {
  let lastPurge = 0;
  return startLoop(options.intervalMs, async () => {
    try {
      const published = await publishDueDrafts(db);
      if (published.length) options.log?.info({ posts: published }, "published scheduled drafts");
      if (Date.now() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = Date.now();
        await createRepositories(db).idempotency.purgeOlderThan(
          new Date(Date.now() - IDEMPOTENCY_TTL_MS),
        );
        const pruned = await pruneEvents(db, new Date(Date.now() - LIVE_EVENT_RETENTION_MS));
        if (pruned) options.log?.info({ events: pruned }, "pruned old live events");
        await createRepositories(db).webhooks.prune(
          new Date(Date.now() - WEBHOOK_LOG_RETENTION_MS),
        );
        await createRepositories(db).audience.prune(
          new Date(Date.now() - READER_SAMPLE_RETENTION_DAYS * 86_400_000),
        );
        const sessions = await pruneSessions(db);
        if (sessions) options.log?.info({ sessions }, "pruned ended sessions");
      }
      return published;
    } catch (err) {
      options.log?.error({ err }, "scheduler tick failed");
      return [];
    }
  });
}
