import { z } from "zod";
import { ZHostParams } from "./common";
import { ZContribution } from "./contribution";
import { ZDraft } from "./draft";
import { ZPost } from "./post";

/**
 * Webhooks (docs/webhooks.md): an account's administrators register endpoints; the server POSTs
 * each event they asked for, signed as Standard Webhooks say (webhook-id, webhook-timestamp,
 * webhook-signature), with a body `{type, timestamp, data}`.
 */
export const WEBHOOK_EVENT_TYPES = [
  "post.published",
  "post.updated",
  "post.deleted",
  "draft.scheduled",
  "contribution.submitted",
  "channel.archived",
  // the live blog's coverage ended
  "channel.ended",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_NAME_MAX_LENGTH = 80;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** How many recent deliveries an endpoint's log shows. */
export const WEBHOOK_LOG_SIZE = 50;

/** Why the server switched an endpoint off. */
export const WEBHOOK_DISABLED_REASONS = ["failing"] as const;
/** How an attempt failed; null when the receiver answered 2xx. */
export const WEBHOOK_ATTEMPT_ERRORS = [
  "http-status",
  "redirect",
  "timeout",
  "blocked-address",
  "network",
  "invalid-url",
] as const;
export type WebhookAttemptError = (typeof WEBHOOK_ATTEMPT_ERRORS)[number];

const ZEventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, { message: "webhook-events-required" })
  .transform((types) => [...new Set(types)]);

export const ZWebhookEndpoint = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  /** The administrators' switch; false also when the server disabled it (see `disabled`). */
  enabled: z.boolean(),
  /** Set when the server switched the endpoint off because it kept failing. */
  disabled: z
    .object({
      reason: z.enum(WEBHOOK_DISABLED_REASONS),
      /** The last failure: "status-500", "timeout", "redirect"… */
      detail: z.string().nullable(),
      disabledUtc: z.string(),
    })
    .nullable(),
  createdUtc: z.string(),
  createdBy: z.object({ id: z.string().nullable(), displayName: z.string() }),
});
export type WebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;
export const ZWebhookEndpointList = z.array(ZWebhookEndpoint);

/** `whsec_` and the base64 of the key, as Standard Webhooks libraries take it. */
export const ZWebhookSecretResponse = z.object({
  secret: z.string().describe("Shown once: the server never answers it again"),
});
export const ZCreatedWebhookEndpoint = ZWebhookEndpoint.extend(ZWebhookSecretResponse.shape);

export const ZWebhookName = z.string().trim().min(1).max(WEBHOOK_NAME_MAX_LENGTH);
export const ZWebhookUrl = z.string().trim().min(1).max(WEBHOOK_URL_MAX_LENGTH);

export const ZCreateWebhookRequest = z.object({
  name: ZWebhookName,
  url: ZWebhookUrl.describe("http(s); must reach a public address"),
  events: ZEventTypes,
  enabled: z.boolean().default(true),
});
export type CreateWebhookRequest = z.input<typeof ZCreateWebhookRequest>;

/** Any subset; enabling an endpoint the server disabled clears its reason. */
export const ZUpdateWebhookRequest = z.object({
  name: ZWebhookName.optional(),
  url: ZWebhookUrl.optional(),
  events: ZEventTypes.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookRequest = z.input<typeof ZUpdateWebhookRequest>;

export const ZWebhookParams = ZHostParams.extend({ id: z.string().uuid() });
/** A delivery's id is a number; any other text names no delivery (404). */
export const ZWebhookDeliveryParams = ZWebhookParams.extend({ deliveryId: z.string().max(40) });

export const ZWebhookAttempt = z.object({
  attempt: z.number().int(),
  /** The receiver's HTTP status, null when no answer came. */
  statusCode: z.number().int().nullable(),
  error: z.enum(WEBHOOK_ATTEMPT_ERRORS).nullable(),
  durationMs: z.number().int(),
  attemptedUtc: z.string(),
});
export type WebhookAttempt = z.infer<typeof ZWebhookAttempt>;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed", "cancelled"] as const;

export const ZWebhookDelivery = z.object({
  id: z.string(),
  /** The webhook-id header, the same on every attempt. */
  messageId: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  /**
   * What it carried, so deliveries can be told apart: the post's or draft's title, the
   * channel's name. Null for a contribution (a reader's words stay in the suite), an untitled
   * post, and a deleted post's deliveries (its content was taken out).
   */
  subject: z.string().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  createdUtc: z.string(),
  /** When a pending delivery is tried next. */
  nextAttemptUtc: z.string().nullable(),
  /** Oldest first. */
  attempts: z.array(ZWebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveryList = z.array(ZWebhookDelivery);

const ZChannelState = z.object({
  id: z.string(),
  name: z.string(),
  archived: z.boolean(),
  coverageEndedUtc: z.string().nullable(),
});

const payload = <T extends WebhookEventType, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    type: z.literal(type),
    /** When the change happened (ISO 8601). */
    timestamp: z.string(),
    data,
  });

/** What a receiver gets, per event type. */
export const ZWebhookPayload = z.discriminatedUnion("type", [
  payload("post.published", z.object({ channelId: z.string(), post: ZPost })),
  payload("post.updated", z.object({ channelId: z.string(), post: ZPost })),
  // A deleted post's text never leaves the server again: the id only.
  payload("post.deleted", z.object({ channelId: z.string(), postId: z.string() })),
  payload("draft.scheduled", z.object({ channelId: z.string(), draft: ZDraft })),
  payload(
    "contribution.submitted",
    z.object({ channelId: z.string(), contribution: ZContribution }),
  ),
  payload("channel.archived", z.object({ channelId: z.string(), channel: ZChannelState })),
  payload("channel.ended", z.object({ channelId: z.string(), channel: ZChannelState })),
]);
export type WebhookPayload = z.infer<typeof ZWebhookPayload>;
