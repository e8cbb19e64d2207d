import type { ChannelRow } from "../db/schema";
import { ApiError } from "../errors";
import type { Repositories } from "../repositories";
import { authorize } from "./authorize";
import type { RequestScope } from "./scope";

/**
 * The channel a route acts in: one the user may open (403: a guest only its own), of the host
 * account (404 for unknown ids and other accounts' channels). A write also refuses an
 * archived channel.
 */
export async function loadChannel(
  repos: Repositories,
  scope: Pick<RequestScope, "accountId" | "asker">,
  channelId: string,
  mode: "read" | "write" = "read",
): Promise<ChannelRow> {
  authorize(scope.asker, "open", { kind: "channel", id: channelId });
  const channel = await repos.channels.find(scope.accountId, channelId);
  if (!channel) throw new ApiError(404, "not-found");
  if (mode === "write" && channel.archived) throw new ApiError(400, "channel-archived");
  return channel;
}
