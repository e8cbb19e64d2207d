import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import { Webhook } from "standardwebhooks";
import type { WebhookAttemptError } from "../../domain/schemas/webhook";
import type { ApiKeySealer } from "../auth/api-key-secrets";
import type { Db } from "../db/open";
import { type Resolver, SafeFetchError, safePost } from "../media/safe-fetch";
import { writeTransaction } from "../publishing/write";
import { type Loop, startDrainLoop } from "../scheduler/loop";

/**
 * Delivery (docs/webhooks.md): at least once, the same webhook-id on every attempt. Retries back
 * off with jitter over about a day; an endpoint whose event used every attempt, with no
 * delivery to it succeeding meanwhile, is switched off with the reason stored.
 */
export const MAX_ATTEMPTS = 10;
/** Seconds to wait after each failed attempt (the 1st…9th): 23.6 hours in all. */
const BACKOFF_S = [10, 60, 300, 1_800, 3_600, 7_200, 14_400, 28_800, 28_800];
/** ±20 %, so the retries of many endpoints failing at once spread out. */
const JITTER = 0.2;
export const DELIVERY_TIMEOUT_MS = 10_000;
/**
 * A claimed delivery's lease: longer than any attempt takes. A server that dies while sending
 * leaves it to be taken again when the lease ends (so "at least once").
 */
const LEASE_MS = 120_000;
const BATCH = 20;
const USER_AGENT = "Ticker-Webhooks/1.0";

export const backoffMs = (attempt: number, random = Math.random()) =>
  BACKOFF_S[Math.min(attempt, BACKOFF_S.length) - 1]! * 1000 * (1 + JITTER * (2 * random - 1));

export interface DeliverOptions {
  sealer: ApiKeySealer;
  allowPrivate: boolean;
  /** The scheduling clock (tests move it forward); signatures always carry the real time. */
  now?: () => Date;
  timeoutMs?: number;
  limit?: number;
  resolver?: Resolver;
}

interface Claimed {
  id: string;
  endpoint_id: string;
  message_id: string;
  payload: unknown;
  attempts: number;
  url: string;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_utc: Date | null;
}

interface Outcome {
  statusCode: number | null;
  error: WebhookAttemptError | null;
  durationMs: number;
}

/**
 * Takes the due deliveries of enabled endpoints and moves each one's next attempt past the
 * lease, in one statement: FOR UPDATE SKIP LOCKED keeps servers sharing the database from
 * taking the same one, and once the statement commits it is no longer due for anyone.
 */
async function claim(db: Db, now: Date, limit: number): Promise<Claimed[]> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const { rows } = await sql<Claimed>`
    update webhook_deliveries d
    set attempts = d.attempts + 1, next_attempt_utc = ${lease}
    from webhook_endpoints e
    where e.id = d.endpoint_id and d.id in (
      select d2.id from webhook_deliveries d2
      join webhook_endpoints e2 on e2.id = d2.endpoint_id
      where d2.status = 'pending' and d2.next_attempt_utc <= ${now} and e2.enabled
      order by d2.next_attempt_utc, d2.id
      limit ${limit}
      for update of d2 skip locked
    )
    returning d.id::text as id, d.endpoint_id, d.message_id, d.payload, d.attempts,
      e.url, e.secret_sealed, e.previous_secret_sealed, e.previous_secret_expires_utc
  `.execute(db);
  return rows;
}

/** One signature per secret in use (a rotated-out one signs until it expires). */
function signatures(row: Claimed, body: string, sealer: ApiKeySealer, now: Date): string {
  const at = new Date();
  const secrets = [row.secret_sealed];
  if (row.previous_secret_sealed && row.previous_secret_expires_utc) {
    if (new Date(row.previous_secret_expires_utc) > now) secrets.push(row.previous_secret_sealed);
  }
  return secrets
    .map((sealed) => sealer.open(sealed))
    .filter((secret): secret is string => secret !== undefined)
    .map((secret) => new Webhook(secret).sign(row.message_id, at, body))
    .join(" ");
}

async function send(row: Claimed, options: DeliverOptions, now: Date): Promise<Outcome> {
  const body = JSON.stringify(row.payload);
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const signature = signatures(row, body, options.sealer, now);
    const { status } = await safePost(row.url, body, {
      allowPrivate: options.allowPrivate,
      timeoutMs: options.timeoutMs ?? DELIVERY_TIMEOUT_MS,
      resolver: options.resolver,
      userAgent: USER_AGENT,
      headers: {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
        "webhook-id": row.message_id,
        "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
        "webhook-signature": signature,
      },
    });
    const error = status >= 200 && status < 300 ? null : status < 400 ? "redirect" : "http-status";
    return { statusCode: status, error, durationMs: took() };
  } catch (error) {
    const reason = error instanceof SafeFetchError ? error.reason : "network";
    const known: WebhookAttemptError[] = ["timeout", "blocked-address", "invalid-url"];
    const mapped = known.find((k) => k === reason) ?? "network";
    return { statusCode: null, error: mapped, durationMs: took() };
  }
}

const detailOf = (o: Outcome) =>
  o.statusCode !== null ? `status-${o.statusCode}` : (o.error ?? "network");

/** Writes the attempt and what follows from it, in one transaction. */
async function settle(db: Db, row: Claimed, outcome: Outcome, now: Date): Promise<void> {
  await writeTransaction(db, async (_repos, trx) => {
    await trx
      .insertInto("webhook_attempts")
      .values({
        delivery_id: row.id,
        attempt: row.attempts,
        status_code: outcome.statusCode,
        error: outcome.error,
        duration_ms: outcome.durationMs,
        attempted_utc: now,
      })
      .execute();
    const endpoint = trx.updateTable("webhook_endpoints").where("id", "=", row.endpoint_id);
    if (outcome.error === null) {
      await trx
        .updateTable("webhook_deliveries")
        .set({ status: "delivered" })
        .where("id", "=", row.id)
        .where("status", "=", "pending")
        .execute();
      await endpoint.set({ failing_since: null }).execute();
      return;
    }
    const givenUp = row.attempts >= MAX_ATTEMPTS;
    await trx
      .updateTable("webhook_deliveries")
      .set(
        givenUp
          ? { status: "failed" }
          : { next_attempt_utc: new Date(now.getTime() + backoffMs(row.attempts)) },
      )
      .where("id", "=", row.id)
      .where("status", "=", "pending")
      .execute();
    await endpoint.set({ failing_since: sql`coalesce(failing_since, ${now})` }).execute();
    if (!givenUp) return;
    // Switched off only when nothing reached it since this event first failed.
    const first = await trx
      .selectFrom("webhook_attempts")
      .select(sql<Date>`min(attempted_utc)`.as("at"))
      .where("delivery_id", "=", row.id)
      .executeTakeFirst();
    await trx
      .updateTable("webhook_endpoints")
      .set({
        enabled: false,
        disabled_reason: "failing",
        disabled_detail: detailOf(outcome),
        disabled_utc: now,
        updated_utc: now,
      })
      .where("id", "=", row.endpoint_id)
      .where("enabled", "=", true)
      .where("failing_since", "<=", first?.at ?? now)
      .execute();
  });
}

/** Sends every due delivery once; returns how many attempts were made. */
export async function deliverDue(db: Db, options: DeliverOptions): Promise<number> {
  const now = (options.now ?? (() => new Date()))();
  const claimed = await claim(db, now, options.limit ?? BATCH);
  await Promise.all(
    claimed.map(async (row) => settle(db, row, await send(row, options, now), now)),
  );
  return claimed.length;
}

/** Sends what is due now (tests) and resolves when done; `stop` ends the loop. */
export type WebhookDispatcher = Loop<number>;

/**
 * Every server runs one: each tick sends what is due, batch after batch, never two ticks at
 * once in a process. Servers share the work through the claim, never the same delivery.
 */
export function startWebhookDispatcher(
  db: Db,
  options: DeliverOptions & { intervalMs: number; log?: FastifyBaseLogger },
): WebhookDispatcher {
  return startDrainLoop(
    options.intervalMs,
    options.limit ?? BATCH,
    () => deliverDue(db, options),
    (err) => options.log?.error({ err }, "webhook delivery tick failed"),
  );
}
