import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticateApiKey } from "../../auth/api-key";
import { refuse } from "../../auth/authorize";
import type { ChannelRow } from "../../db/schema";
import { ApiError } from "../../errors";
import type { LiveHub } from "../../live/hub";
import type { Services } from "../../services";

/** Every route of the calling plugin needs a valid key (checked before the body is read). */
export function requireApiKey(app: Parameters<FastifyPluginAsyncZod>[0], services: Services): void {
  app.addHook("onRequest", authenticateApiKey(services));
}

/** The key of a request that passed `requireApiKey`. */
export function keyOf(request: FastifyRequest) {
  const key = request.apiKey;
  if (!key) throw new ApiError(401, "api-key-missing");
  return key;
}

/**
 * A channel of the key's account: 403 when it belongs to another account, 404 when there is
 * no such channel at all. Writes and streams also need it not archived.
 */
export async function keyChannel(
  services: Services,
  hub: LiveHub,
  request: FastifyRequest,
  channelId: string,
  mode: "read" | "live",
): Promise<ChannelRow> {
  const channel = await services.repos.channels.find(keyOf(request).accountId, channelId);
  if (!channel) {
    if (await hub.store.channel(channelId)) refuse("api-key-foreign-channel");
    throw new ApiError(404, "not-found");
  }
  if (mode === "live" && channel.archived) throw new ApiError(400, "channel-archived");
  return channel;
}
