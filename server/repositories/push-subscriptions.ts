import type { PushRenewRequest, PushState, PushSubscribeRequest } from "../../domain/schemas/push";
import type { Db } from "../db/open";

export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
}

/** Readers' push subscriptions, one row per browser and channel (migration 115). */
export const pushSubscriptionsRepository = (db: Db) => {
  const channelsOf = async (endpoint: string) => {
    const row = await db
      .selectFrom("push_subscriptions")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("endpoint", "=", endpoint)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const stateOf = async (channelId: string, endpoint: string): Promise<PushState> => {
    const own = await db
      .selectFrom("push_subscriptions")
      .select("id")
      .where("channel_id", "=", channelId)
      .where("endpoint", "=", endpoint)
      .executeTakeFirst();
    return { subscribed: own !== undefined, channels: await channelsOf(endpoint) };
  };
  return {
    stateOf,

    /** Follows the channel; a browser subscribing again (new keys, other language) replaces it. */
    async subscribe(channelId: string, request: PushSubscribeRequest): Promise<PushState> {
      const values = {
        p256dh: request.keys.p256dh,
        auth: request.keys.auth,
        lang: request.lang,
      };
      await db
        .insertInto("push_subscriptions")
        .values({ channel_id: channelId, endpoint: request.endpoint, ...values })
        .onConflict((oc) => oc.columns(["channel_id", "endpoint"]).doUpdateSet(values))
        .execute();
      return stateOf(channelId, request.endpoint);
    },

    async unsubscribe(channelId: string, endpoint: string): Promise<PushState> {
      await db
        .deleteFrom("push_subscriptions")
        .where("channel_id", "=", channelId)
        .where("endpoint", "=", endpoint)
        .execute();
      return stateOf(channelId, endpoint);
    },

    async ofChannel(channelId: string): Promise<StoredSubscription[]> {
      return db
        .selectFrom("push_subscriptions")
        .select(["id", "endpoint", "p256dh", "auth", "lang"])
        .where("channel_id", "=", channelId)
        .orderBy("created_utc")
        .execute();
    },

    /**
     * The browser's new subscription takes the old one's channels; a channel it already
     * follows with the new one keeps that row. Returns how many channels it follows.
     */
    async renew(request: PushRenewRequest): Promise<number> {
      await db
        .updateTable("push_subscriptions")
        .set({ endpoint: request.endpoint, ...request.keys })
        .where("endpoint", "=", request.oldEndpoint)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("push_subscriptions as s")
                .select("s.id")
                .whereRef("s.channel_id", "=", "push_subscriptions.channel_id")
                .where("s.endpoint", "=", request.endpoint),
            ),
          ),
        )
        .execute();
      await db
        .deleteFrom("push_subscriptions")
        .where("endpoint", "=", request.oldEndpoint)
        .execute();
      return channelsOf(request.endpoint);
    },

    /** The push service said the browser is gone (404/410): every channel it followed. */
    async removeEndpoint(endpoint: string): Promise<number> {
      const result = await db
        .deleteFrom("push_subscriptions")
        .where("endpoint", "=", endpoint)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
};
