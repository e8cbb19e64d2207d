import { z } from "zod";
import { EMBED_LANGS } from "../embed/strings";

/**
 * Web Push from the reader page (docs/embedding.md): a reader's browser subscribes to a
 * channel, and each post an editor chose to push reaches it once.
 */

/** At most this many posts of one channel are pushed in any hour; later ones are not pushed. */
export const PUSH_PER_CHANNEL_PER_HOUR = 10;
/** Subscribe, unsubscribe and status calls per client address and channel per minute. */
export const PUSH_CALLS_PER_CLIENT_PER_MINUTE = 20;
/** Push services refuse larger payloads (4 KB); the text is cut well before. */
export const PUSH_BODY_MAX = 180;

/** The push service's address for one browser, as PushSubscription.endpoint gives it. */
const ZEndpoint = z.url({ protocol: /^https?$/ }).max(2000);

export const ZPushParams = z.object({ channelId: z.uuid() });

/** PushSubscription.toJSON(), plus the reader page's language. */
export const ZPushSubscribeRequest = z
  .object({
    endpoint: ZEndpoint,
    keys: z
      .object({
        // A P-256 public key (65 bytes) and a 16-byte secret, base64url (RFC 8291).
        p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}=?$/),
        auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/),
      })
      .strict(),
    lang: z.enum(EMBED_LANGS).default("en"),
  })
  .strict();
export type PushSubscribeRequest = z.infer<typeof ZPushSubscribeRequest>;

/**
 * The push service replaced a browser's subscription (`pushsubscriptionchange`): every channel
 * the old endpoint followed moves to the new one.
 */
export const ZPushRenewRequest = z
  .object({
    oldEndpoint: ZEndpoint,
    endpoint: ZEndpoint,
    keys: ZPushSubscribeRequest.shape.keys,
  })
  .strict();
export type PushRenewRequest = z.infer<typeof ZPushRenewRequest>;
/** How many channels the new subscription follows. */
export const ZPushRenewed = z.object({ channels: z.number().int().min(0) });

/** Unsubscribe, or ask whether this browser follows the channel. */
export const ZPushEndpointRequest = z.object({ endpoint: ZEndpoint }).strict();

export const ZPushState = z.object({
  /** This browser follows this channel. */
  subscribed: z.boolean(),
  /** How many channels this browser follows; at 0 the page may drop its push subscription. */
  channels: z.number().int().min(0),
});
export type PushState = z.infer<typeof ZPushState>;

/** What the reader page's service worker receives, decrypted (sw/reader-push.ts). */
export const ZPushMessage = z.object({
  channelId: z.string(),
  postId: z.string(),
  /** The channel's name. */
  title: z.string(),
  /** The post's title, else the start of its text. */
  body: z.string(),
  /** The reader page, at the post. */
  url: z.string(),
  /** The post's first image, absolute; null when it has none. */
  image: z.string().nullable(),
  /** The label of the notification's "turn off" action, in the subscriber's language. */
  unsubscribeLabel: z.string(),
});
export type PushMessage = z.infer<typeof ZPushMessage>;

/**
 * What the service worker tells the reader pages open in this browser after a notification's
 * "Turn off": the channel is no longer followed, so its button shows notifications off.
 */
export interface PushOffNotice {
  type: "ticker-push-off";
  channelId: string;
}
