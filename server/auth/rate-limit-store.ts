import { Redis } from "ioredis";
import { sql } from "kysely";
import type { Db } from "../db/open";

/** One counted attempt: the hits in the current window, and when that window ends. */
export interface RateLimitHit {
  hits: number;
  resetMs: number;
}

/**
 * Fixed-window counters shared by every server of one installation, so N servers behind a
 * load balancer still allow the limit once and not N times.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** The hits in the key's current window without counting one (zero when there is none). */
  peek(key: string, windowMs: number): Promise<RateLimitHit>;
  close(): Promise<void>;
}

/**
 * Counters in the database: one row per key, counted up or restarted in a single upsert,
 * so two servers counting the same key at once never lose a hit. A window starts at a key's
 * first hit (as in Redis below) and is timed by the database clock, which every server shares.
 */
export function databaseRateLimitStore(db: Db): RateLimitStore {
  let nextPrune = 0;
  return {
    async hit(key, windowMs) {
      const window = sql`${windowMs}::bigint * interval '1 millisecond'`;
      const { rows } = await sql<{ hits: number; reset_ms: string | number }>`
        insert into rate_limit_counters as c (key, window_start, hits)
        values (${key}, now(), 1)
        on conflict (key) do update set
          hits = case when c.window_start > now() - ${window} then c.hits + 1 else 1 end,
          window_start = case when c.window_start > now() - ${window} then c.window_start else now() end
        returning hits,
          extract(epoch from (window_start - now())) * 1000 + ${windowMs}::bigint as reset_ms`.execute(
        db,
      );
      const row = rows[0]!;
      // Rows of past windows are dead weight; each server clears them now and then.
      if (Date.now() >= nextPrune) {
        nextPrune = Date.now() + windowMs;
        await db
          .deleteFrom("rate_limit_counters")
          .where("window_start", "<", sql<Date>`now() - ${window}`)
          .execute();
      }
      return { hits: row.hits, resetMs: Math.max(0, Math.ceil(Number(row.reset_ms))) };
    },
    async peek(key, windowMs) {
      const window = sql`${windowMs}::bigint * interval '1 millisecond'`;
      const { rows } = await sql<{ hits: number; reset_ms: string | number }>`
        select hits,
          extract(epoch from (window_start - now())) * 1000 + ${windowMs}::bigint as reset_ms
        from rate_limit_counters where key = ${key} and window_start > now() - ${window}`.execute(
        db,
      );
      const row = rows[0];
      if (!row) return { hits: 0, resetMs: windowMs };
      return { hits: row.hits, resetMs: Math.max(0, Math.ceil(Number(row.reset_ms))) };
    },
    async close() {},
  };
}

/** INCR and the first hit's expiry in one atomic step: the window starts at a key's first hit. */
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {hits, redis.call('PTTL', KEYS[1])}`;

/** Counters in Redis (REDIS_URL): no database write per sign-in attempt. */
export function redisRateLimitStore(url: string): RateLimitStore {
  // A request must not hang on a Redis that is gone: fail it after one reconnect attempt.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  return {
    async hit(key, windowMs) {
      const [hits, ttl] = (await redis.eval(HIT_SCRIPT, 1, `ticker:rate:${key}`, windowMs)) as [
        number,
        number,
      ];
      return { hits, resetMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key, windowMs) {
      const name = `ticker:rate:${key}`;
      const [hits, ttl] = await Promise.all([redis.get(name), redis.pttl(name)]);
      return { hits: Number(hits ?? 0), resetMs: ttl > 0 ? ttl : windowMs };
    },
    async close() {
      redis.disconnect();
    },
  };
}

export const createRateLimitStore = (db: Db, redisUrl: string | undefined): RateLimitStore =>
  redisUrl ? redisRateLimitStore(redisUrl) : databaseRateLimitStore(db);
