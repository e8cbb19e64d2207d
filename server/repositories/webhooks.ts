import { sql } from "kysely";
import {
  WEBHOOK_LOG_SIZE,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from "../../domain/schemas/webhook";
import type { Db } from "../db/open";

/** How long a rotated-out secret keeps signing, so receivers can switch without losing events. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 3_600_000;

const iso = (value: Date | string) => new Date(value).toISOString();

interface EndpointRow {
  id: string;
  name: string;
  url: string;
  events: unknown;
  enabled: boolean;
  disabled_reason: string | null;
  disabled_detail: string | null;
  disabled_utc: Date | null;
  created_utc: Date;
  created_by: string | null;
  created_by_name: string;
  current_name: string | null;
}

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  name: row.name,
  url: row.url,
  events: (Array.isArray(row.events) ? row.events : []) as WebhookEventType[],
  enabled: row.enabled,
  disabled:
    row.disabled_reason === "failing"
      ? {
          reason: "failing",
          detail: row.disabled_detail,
          disabledUtc: iso(row.disabled_utc ?? row.created_utc),
        }
      : null,
  createdUtc: iso(row.created_utc),
  createdBy: { id: row.created_by, displayName: row.current_name ?? row.created_by_name },
});

export interface EndpointChange {
  name?: string;
  url?: string;
  events?: WebhookEventType[];
  enabled?: boolean;
}

/** An account's webhook endpoints and their delivery logs. */
export const webhooksRepository = (db: Db) => {
  const select = () =>
    db
      .selectFrom("webhook_endpoints")
      .leftJoin("users", "users.id", "webhook_endpoints.created_by")
      .select([
        "webhook_endpoints.id",
        "webhook_endpoints.name",
        "webhook_endpoints.url",
        "webhook_endpoints.events",
        "webhook_endpoints.enabled",
        "webhook_endpoints.disabled_reason",
        "webhook_endpoints.disabled_detail",
        "webhook_endpoints.disabled_utc",
        "webhook_endpoints.created_utc",
        "webhook_endpoints.created_by",
        "webhook_endpoints.created_by_name",
        "users.display_name as current_name",
      ]);

  const find = async (accountId: string, id: string) => {
    const row = await select()
      .where("webhook_endpoints.account_id", "=", accountId)
      .where("webhook_endpoints.id", "=", id)
      .executeTakeFirst();
    return row ? toEndpoint(row) : undefined;
  };

  return {
    find,

    /** Oldest first: the order they were registered in. */
    async list(accountId: string): Promise<WebhookEndpoint[]> {
      const rows = await select()
        .where("webhook_endpoints.account_id", "=", accountId)
        .orderBy("webhook_endpoints.created_utc")
        .orderBy("webhook_endpoints.id")
        .execute();
      return rows.map(toEndpoint);
    },

    async create(
      accountId: string,
      input: Required<EndpointChange>,
      secretSealed: string,
      creator: { id: string; displayName: string },
    ): Promise<WebhookEndpoint> {
      const { id } = await db
        .insertInto("webhook_endpoints")
        .values({
          account_id: accountId,
          name: input.name,
          url: input.url,
          events: JSON.stringify(input.events),
          enabled: input.enabled,
          secret_sealed: secretSealed,
          created_by: creator.id,
          created_by_name: creator.displayName,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return (await find(accountId, id))!;
    },

    /** Switching an endpoint on clears why the server switched it off, and its failure streak. */
    async update(
      accountId: string,
      id: string,
      change: EndpointChange,
    ): Promise<WebhookEndpoint | undefined> {
      const enabling = change.enabled === true;
      const updated = await db
        .updateTable("webhook_endpoints")
        .set({
          ...(change.name === undefined ? {} : { name: change.name }),
          ...(change.url === undefined ? {} : { url: change.url }),
          ...(change.events === undefined ? {} : { events: JSON.stringify(change.events) }),
          ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
          ...(enabling ? { disabled_reason: null, disabled_detail: null, disabled_utc: null } : {}),
          ...(enabling ? { failing_since: null } : {}),
          updated_utc: new Date(),
        })
        .where("account_id", "=", accountId)
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst();
      return updated ? find(accountId, id) : undefined;
    },

    /** The new secret signs from now on; the old one too, for PREVIOUS_SECRET_GRACE_MS. */
    async rotateSecret(accountId: string, id: string, sealed: string): Promise<boolean> {
      const row = await db
        .updateTable("webhook_endpoints")
        .set({
          previous_secret_sealed: sql<string>`secret_sealed`,
          previous_secret_expires_utc: new Date(Date.now() + PREVIOUS_SECRET_GRACE_MS),
          secret_sealed: sealed,
          updated_utc: new Date(),
        })
        .where("account_id", "=", accountId)
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    async remove(accountId: string, id: string): Promise<WebhookEndpoint | undefined> {
      const endpoint = await find(accountId, id);
      if (!endpoint) return undefined;
      await db
        .deleteFrom("webhook_endpoints")
        .where("account_id", "=", accountId)
        .where("id", "=", id)
        .execute();
      return endpoint;
    },

    /** The endpoint's latest deliveries, newest first, each with its attempts. */
    async deliveries(endpointId: string): Promise<WebhookDelivery[]> {
      const rows = await db
        .selectFrom("webhook_deliveries")
        .select([
          sql<string>`id::text`.as("id"),
          "message_id",
          "event_type",
          sql<string | null>`coalesce(
            nullif(payload #>> '{data,post,title}', ''),
            nullif(payload #>> '{data,draft,title}', ''),
            payload #>> '{data,channel,name}'
          )`.as("subject"),
          "status",
          "next_attempt_utc",
          "created_utc",
        ])
        .where("endpoint_id", "=", endpointId)
        .orderBy("webhook_deliveries.id", "desc")
        .limit(WEBHOOK_LOG_SIZE)
        .execute();
      if (rows.length === 0) return [];
      const attempts = await db
        .selectFrom("webhook_attempts")
        .select([
          sql<string>`delivery_id::text`.as("delivery_id"),
          "attempt",
          "status_code",
          "error",
          "duration_ms",
          "attempted_utc",
        ])
        .where(
          "delivery_id",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("webhook_attempts.id")
        .execute();
      const byDelivery = new Map<string, WebhookAttempt[]>();
      for (const a of attempts) {
        const list = byDelivery.get(a.delivery_id) ?? [];
        list.push({
          attempt: a.attempt,
          statusCode: a.status_code,
          error: a.error as WebhookAttempt["error"],
          durationMs: a.duration_ms,
          attemptedUtc: iso(a.attempted_utc),
        });
        byDelivery.set(a.delivery_id, list);
      }
      return rows.map((r) => ({
        id: r.id,
        messageId: r.message_id,
        type: r.event_type as WebhookEventType,
        subject: r.subject,
        status: r.status as WebhookDelivery["status"],
        createdUtc: iso(r.created_utc),
        nextAttemptUtc: r.status === "pending" ? iso(r.next_attempt_utc) : null,
        attempts: byDelivery.get(r.id) ?? [],
      }));
    },

    /**
     * Queues a delivery of the endpoint to go again now, with its webhook-id: "missing" when it
     * is not the endpoint's, "cancelled" when its post was deleted meanwhile.
     */
    async resend(
      endpointId: string,
      deliveryId: string,
    ): Promise<"queued" | "missing" | "cancelled"> {
      const row = await db
        .selectFrom("webhook_deliveries")
        .select(["redacted"])
        .where("endpoint_id", "=", endpointId)
        .where("id", "=", deliveryId)
        .executeTakeFirst();
      if (!row) return "missing";
      if (row.redacted) return "cancelled";
      await db
        .updateTable("webhook_deliveries")
        .set({ status: "pending", next_attempt_utc: new Date() })
        .where("id", "=", deliveryId)
        .where("redacted", "=", false)
        .execute();
      return "queued";
    },

    /** Settled deliveries older than `before`, with their attempts (the log is for recent ones). */
    async prune(before: Date): Promise<number> {
      const result = await db
        .deleteFrom("webhook_deliveries")
        .where("status", "<>", "pending")
        .where("created_utc", "<", before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
};
