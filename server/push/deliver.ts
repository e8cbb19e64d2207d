import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import webpush from "web-push";
import { PUSH_PER_CHANNEL_PER_HOUR } from "../../domain/schemas/push";
import type { Db } from "../db/open";
import { type Resolver, safePost } from "../media/safe-fetch";
import { writeTransaction } from "../publishing/write";
import {
  pushSubscriptionsRepository,
  type StoredSubscription,
} from "../repositories/push-subscriptions";
import { type Loop, startDrainLoop } from "../scheduler/loop";
import { langOf, pushMessage } from "./message";
import { vapidKeys } from "./vapid";

/**
 * A claimed post's lease: longer than its fan-out takes. A server that dies while sending
 * leaves it to another when the lease ends (its subscribers may then get it twice).
 */
const LEASE_MS = 120_000;
const BATCH = 10;
/** Pushes sent at once for one post. */
const FAN_OUT = 16;
const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a browser that is offline. */
const PUSH_TTL_S = 6 * 3600;
const HOUR_MS = 3_600_000;
/** pg_advisory_xact_lock(key, hashtext(channel)): servers decide one channel's cap in turn. */
const CAP_LOCK_KEY = 7_144_203;
const USER_AGENT = "Ticker-Push/1.0";

export interface PushOptions {
  /** Absolute origin of the reader pages (the notification opens one). */
  publicUrl: string;
  /** The VAPID `sub` (vapidSubject). */
  subject: string;
  /** Tests only (ALLOW_PRIVATE_FETCH): a push endpoint on a private address. */
  allowPrivate: boolean;
  /** Posts of one channel pushed per hour; defaults to PUSH_PER_CHANNEL_PER_HOUR. */
  capPerHour?: number;
  now?: () => Date;
  resolver?: Resolver;
}

interface Claimed {
  post_id: string;
  channel_id: string;
}

/**
 * Takes the due posts (new, or left by a server whose lease ended) with FOR UPDATE SKIP LOCKED,
 * and for each new one decides the channel's hourly cap under a lock of that channel, so two
 * servers never both push the post that goes over it.
 */
async function claim(db: Db, now: Date, cap: number): Promise<Claimed[]> {
  return writeTransaction(db, async (_repos, trx) => {
    const { rows } = await sql<Claimed & { status: string }>`
      select post_id, channel_id, status from push_outbox
      where status = 'pending' or (status = 'sending' and lease_until <= ${now})
      order by created_utc, post_id
      limit ${BATCH}
      for update skip locked
    `.execute(trx);
    // One lock order for every server: no two claims wait on each other's channels.
    rows.sort((a, b) => a.channel_id.localeCompare(b.channel_id));
    const lease = new Date(now.getTime() + LEASE_MS);
    const claimed: Claimed[] = [];
    for (const row of rows) {
      const outbox = trx.updateTable("push_outbox").where("post_id", "=", row.post_id);
      if (row.status === "sending") {
        // Counted when first claimed; the server that took it did not finish.
        await outbox.set({ lease_until: lease }).execute();
        claimed.push(row);
        continue;
      }
      await sql`select pg_advisory_xact_lock(${CAP_LOCK_KEY}, hashtext(${row.channel_id}))`.execute(
        trx,
      );
      const { n } = await trx
        .selectFrom("push_outbox")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("channel_id", "=", row.channel_id)
        .where("pushed_utc", ">", new Date(now.getTime() - HOUR_MS))
        .executeTakeFirstOrThrow();
      if (Number(n) >= cap) {
        await outbox.set({ status: "capped" }).execute();
        continue;
      }
      await outbox.set({ status: "sending", lease_until: lease, pushed_utc: now }).execute();
      claimed.push(row);
    }
    return claimed;
  });
}

type Outcome = "delivered" | "gone" | "failed";

async function sendOne(
  sub: StoredSubscription,
  payload: string,
  options: PushOptions & { keys: { publicKey: string; privateKey: string } },
): Promise<Outcome> {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      payload,
      {
        vapidDetails: { subject: options.subject, ...options.keys },
        TTL: PUSH_TTL_S,
        urgency: "high",
        contentEncoding: "aes128gcm",
      },
    );
  } catch {
    // Keys no browser could have made: nothing can ever be sent to it.
    return "gone";
  }
  const headers = Object.fromEntries(
    Object.entries(details.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
  try {
    const { status } = await safePost(details.endpoint, details.body ?? "", {
      allowPrivate: options.allowPrivate,
      timeoutMs: PUSH_TIMEOUT_MS,
      resolver: options.resolver,
      userAgent: USER_AGENT,
      headers,
    });
    if (status >= 200 && status < 300) return "delivered";
    // RFC 8030: the subscription expired or was removed.
    return status === 404 || status === 410 ? "gone" : "failed";
  } catch {
    return "failed";
  }
}

/** Sends one claimed post to every subscriber of its channel and settles its outbox row. */
async function sendPost(db: Db, row: Claimed, options: PushOptions, log?: FastifyBaseLogger) {
  const post = await db
    .selectFrom("posts")
    .innerJoin("channels", "channels.id", "posts.channel_id")
    .select([
      "posts.id",
      "posts.title",
      "posts.plain_text",
      "posts.html",
      "posts.deleted_utc",
      "channels.name",
    ])
    .where("posts.id", "=", row.post_id)
    .executeTakeFirst();
  const outbox = db.updateTable("push_outbox").where("post_id", "=", row.post_id);
  if (!post || post.deleted_utc) {
    await outbox.set({ status: "cancelled", lease_until: null }).execute();
    return;
  }
  const subscriptions = pushSubscriptionsRepository(db);
  const subs = await subscriptions.ofChannel(row.channel_id);
  const keys = await vapidKeys(db);
  const payloads = new Map<string, string>();
  const payloadFor = (lang: string) => {
    let payload = payloads.get(lang);
    if (payload === undefined) {
      const message = pushMessage(
        {
          id: post.id,
          channelId: row.channel_id,
          channelName: post.name,
          title: post.title,
          plainText: post.plain_text,
          html: post.html,
        },
        options.publicUrl,
        langOf(lang),
      );
      payload = JSON.stringify(message);
      payloads.set(lang, payload);
    }
    return payload;
  };
  let delivered = 0;
  let removed = 0;
  let leased = Date.now();
  for (let i = 0; i < subs.length; i += FAN_OUT) {
    // A long fan-out keeps its lease, so no other server takes the post meanwhile.
    if (Date.now() - leased > LEASE_MS / 2) {
      leased = Date.now();
      await outbox.set({ lease_until: new Date(leased + LEASE_MS) }).execute();
    }
    const outcomes = await Promise.all(
      subs
        .slice(i, i + FAN_OUT)
        .map(
          async (sub) =>
            [sub, await sendOne(sub, payloadFor(sub.lang), { ...options, keys })] as const,
        ),
    );
    for (const [sub, outcome] of outcomes) {
      if (outcome === "delivered") delivered++;
      if (outcome === "gone") removed += await subscriptions.removeEndpoint(sub.endpoint);
    }
  }
  await outbox.set({ status: "sent", lease_until: null, delivered, removed }).execute();
  log?.info({ post: row.post_id, delivered, removed, of: subs.length }, "pushed a post");
}

/** Pushes every due post once; returns how many posts were sent. */
export async function pushDue(
  db: Db,
  options: PushOptions,
  log?: FastifyBaseLogger,
): Promise<number> {
  const now = (options.now ?? (() => new Date()))();
  const claimed = await claim(db, now, options.capPerHour ?? PUSH_PER_CHANNEL_PER_HOUR);
  for (const row of claimed) await sendPost(db, row, options, log);
  return claimed.length;
}

export type PushDispatcher = Loop<number>;

/** Every server runs one; they share the work through the claim, never the same post. */
export function startPushDispatcher(
  db: Db,
  options: PushOptions & { intervalMs: number; log?: FastifyBaseLogger },
): PushDispatcher {
  return startDrainLoop(
    options.intervalMs,
    BATCH,
    () => pushDue(db, options, options.log),
    (err) => options.log?.error({ err }, "push tick failed"),
  );
}
