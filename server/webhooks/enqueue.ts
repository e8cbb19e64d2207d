import { sql } from "kysely";
import type { Contribution } from "../../domain/schemas/contribution";
import type { LiveEventType } from "../../domain/schemas/live";
import type { WebhookEventType, WebhookPayload } from "../../domain/schemas/webhook";
import type { Db } from "../db/open";

/** What enqueueing needs of a live event as it is recorded. */
export interface RecordedEvent {
  id: string;
  type: LiveEventType;
  channelId: string;
  entityId: string;
  createdUtc: string;
  /** The entity after the change, before the log drops it for removals. */
  data: unknown;
}

/** The live events each webhook event type is made of; every other live event sends nothing. */
const WEBHOOK_TYPE_OF: Partial<Record<LiveEventType, WebhookEventType>> = {
  "post.published": "post.published",
  "post.updated": "post.updated",
  // Pinning, highlighting and moving a post change the post readers see.
  "post.pinned": "post.updated",
  "post.highlighted": "post.updated",
  "post.reordered": "post.updated",
  "post.deleted": "post.deleted",
  "draft.scheduled": "draft.scheduled",
  // A reader sent a comment or question (it waits for moderation).
  "contribution.created": "contribution.submitted",
  "channel.archived": "channel.archived",
  "channel.ended": "channel.ended",
};

/** Post events whose payload holds the post's content. */
const POST_CONTENT_TYPES: WebhookEventType[] = ["post.published", "post.updated"];

function payloadOf(type: WebhookEventType, event: RecordedEvent): WebhookPayload {
  const { channelId, createdUtc: timestamp } = event;
  const data = event.data as never;
  switch (type) {
    case "post.published":
    case "post.updated":
      return { type, timestamp, data: { channelId, post: data } };
    case "post.deleted":
      return { type, timestamp, data: { channelId, postId: event.entityId } };
    case "draft.scheduled":
      return { type, timestamp, data: { channelId, draft: data } };
    case "contribution.submitted":
      // The reader's contact stays in the suite: a webhook may post to a shared channel.
      return {
        type,
        timestamp,
        data: { channelId, contribution: { ...(data as Contribution), contact: null } },
      };
    case "channel.archived":
    case "channel.ended":
      return {
        type,
        timestamp,
        data: { channelId, channel: { id: channelId, ...(data as object) } as never },
      };
  }
}

/**
 * The deliveries the event makes, as a part of recordEvent's statement (one statement holds
 * the event log's lock for one round trip): a delivery for every enabled endpoint of the
 * channel's account that asked for the event. The outbox commits exactly when the change does,
 * and keeps its own copy of the payload (the log replaces an entity's older events); the
 * payload's timestamp is the event's, set in SQL from the inserted row (`ins`).
 *
 * A deleted post is never sent again: call redactDeletedPost first, in the same transaction.
 */
export function webhookDeliveriesSql(event: Omit<RecordedEvent, "id" | "createdUtc">) {
  const type = WEBHOOK_TYPE_OF[event.type];
  if (!type) return null;
  const payload = JSON.stringify(payloadOf(type, { ...event, id: "", createdUtc: "" }));
  return sql`
    insert into webhook_deliveries (endpoint_id, event_id, entity_id, message_id, event_type, payload)
    select e.id, ins.id, ${event.entityId},
      'msg_' || replace(gen_random_uuid()::text, '-', ''), ${type},
      jsonb_set(${payload}::jsonb, '{timestamp}', to_jsonb(to_char(ins.created_utc at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
    from ins, webhook_endpoints e
    join channels c on c.account_id = e.account_id
    where c.id = ${event.channelId} and e.enabled and e.events @> ${JSON.stringify([type])}::jsonb
  `;
}

/** A post's deletion cancels its pending deliveries and strips the content of the kept ones. */
export async function redactDeletedPost(
  trx: Db,
  event: Pick<RecordedEvent, "type" | "entityId" | "channelId">,
): Promise<void> {
  if (WEBHOOK_TYPE_OF[event.type] === "post.deleted") await redactPost(trx, event);
}

async function redactPost(
  trx: Db,
  event: Pick<RecordedEvent, "entityId" | "channelId">,
): Promise<void> {
  const idOnly = JSON.stringify({ channelId: event.channelId, postId: event.entityId });
  await trx
    .updateTable("webhook_deliveries")
    .set({
      redacted: true,
      status: sql<string>`case when status = 'pending' then 'cancelled' else status end`,
      payload: sql<string>`jsonb_set(payload, '{data}', ${idOnly}::jsonb)`,
    })
    .where("entity_id", "=", event.entityId)
    .where("event_type", "in", POST_CONTENT_TYPES)
    .where("redacted", "=", false)
    .execute();
}
