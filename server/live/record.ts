import { sql } from "kysely";
import type { LiveAudience, LiveEvent, LiveEventType } from "../../domain/schemas/live";
import type { Db } from "../db/open";
import type { EventRow } from "../repositories/live-events";
import { redactDeletedPost, webhookDeliveriesSql } from "../webhooks/enqueue";

export type { LiveAudience, LiveEvent, LiveEventType };

/** The notification channel the hub LISTENs on; the payload is the event id. */
export const EVENTS_CHANNEL = "ticker_events";
/** Serialises event writers so ids become visible in id order (no "id > last" gaps). */
const EVENTS_LOCK_ID = 7_144_202;

/** What a write path records; id and createdUtc are assigned here. */
export interface NewLiveEvent {
  type: LiveEventType;
  channelId: string;
  entityId: string;
  version?: number | null;
  audience: LiveAudience;
  /** Owner events: the draft owner's user id. */
  ownerId?: string | null;
  /** The entity after the change (a Post for public post events); removals store none. */
  data?: unknown;
  invalidates: string[];
}

// The log holds what recordEvent wrote for the type, so the row's data fits the type's shape.
export const toLiveEvent = (row: EventRow): LiveEvent =>
  ({
    id: String(row.id),
    type: row.type as LiveEventType,
    channelId: row.channel_id,
    entityId: row.entity_id,
    version: row.version,
    audience: row.audience as LiveAudience,
    ownerId: row.owner_id,
    createdUtc: new Date(row.created_utc).toISOString(),
    data: row.data ?? null,
    invalidates: Array.isArray(row.invalidates) ? (row.invalidates as string[]) : [],
  }) as LiveEvent;

/** Events that take their entity away from the audience: stored as id-only tombstones. */
const REMOVALS: ReadonlySet<LiveEventType> = new Set([
  "post.deleted",
  "draft.deleted",
  "draft.published",
  "countdown.deleted",
  "contribution.deleted",
]);

/** What an event is about ("post", "topText"...): channel-wide entities share the channel id. */
export const entityKindOf = (type: string): string => type.slice(0, type.indexOf("."));

/**
 * Writes one live event. Call it with the transaction of the change itself: the event
 * commits (and its NOTIFY is delivered) exactly when the change does, never otherwise.
 *
 * The new event carries the entity as its audience may now see it (or a tombstone), so in
 * the same transaction it replaces the entity's older events: those of the same audience,
 * or all of them when it is public (everyone who receives narrower events receives public
 * ones too). A deleted or edited-away text is so never replayed to anyone, and a reader
 * that missed events still converges from the latest one.
 */
export async function recordEvent(trx: Db, event: NewLiveEvent): Promise<LiveEvent> {
  const data = REMOVALS.has(event.type) ? null : event.data;
  const webhookEvent = { ...event, data: event.data ?? null };
  await redactDeletedPost(trx, webhookEvent);
  const hooks = webhookDeliveriesSql(webhookEvent);
  // One statement from the lock to the notification: the lock is held for this statement's
  // round trip and the commit's, not for one per step (docs/deploy.md, "Many channels
  // publishing"). The lock CTE is materialized and the insert reads its row, so the lock is
  // taken before the insert draws its id; the other steps read `ins`, so they follow it.
  const { rows } = await sql<EventRow>`
    with lock as materialized (select pg_advisory_xact_lock(${EVENTS_LOCK_ID})),
    ins as (
      insert into events (channel_id, type, entity_id, version, audience, owner_id, data, invalidates)
      select ${event.channelId}::uuid, ${event.type}, ${event.entityId}, ${event.version ?? null}::integer,
        ${event.audience}, ${event.ownerId ?? null}::uuid,
        ${data === undefined || data === null ? null : JSON.stringify(data)}::jsonb,
        ${JSON.stringify(event.invalidates)}::jsonb
      from lock
      returning *
    ),
    older as (
      delete from events
      where channel_id = ${event.channelId}::uuid and entity_id = ${event.entityId}
        and split_part(type, '.', 1) = ${entityKindOf(event.type)}
        and id < (select id from ins)
        ${event.audience === "public" ? sql`` : sql`and audience = ${event.audience}`}
    )${hooks ? sql`, hooks as (${hooks})` : sql``}
    select ins.id::text as id, ins.channel_id, ins.type, ins.entity_id, ins.version, ins.audience,
      ins.owner_id, ins.data, ins.invalidates, ins.created_utc,
      pg_notify(${EVENTS_CHANNEL}, ins.id::text)
    from ins
  `.execute(trx);
  const row = rows[0];
  if (!row) throw new Error("the event was not recorded");
  return toLiveEvent(row);
}
