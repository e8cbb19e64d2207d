import { z } from "zod";
import type { Scope } from "../../domain/abilities";
import type { AccountAccess } from "../../domain/permissions";
import { zQueryInt4 } from "../../domain/schemas/common";
import { authorize } from "../auth/authorize";
import type { ChannelRow, UserRow } from "../db/schema";
import { ApiError } from "../errors";
import type { Repositories } from "../repositories";

export interface ChannelScope {
  access: AccountAccess;
  accountId: string;
  user: UserRow;
}

/**
 * The channel of a post or draft route: it must belong to the host account (404) and be
 * one the user may open (403; a guest only its own). Writes also need it not archived.
 */
export async function loadChannel(
  repos: Repositories,
  scope: ChannelScope,
  channelId: string,
  mode: "read" | "write",
): Promise<ChannelRow> {
  authorize(asker(scope), "open", { kind: "channel", id: channelId });
  const channel = await repos.channels.find(scope.accountId, channelId);
  if (!channel) throw new ApiError(404, "not-found");
  if (mode === "write" && channel.archived) throw new ApiError(400, "channel-archived");
  return channel;
}

/** The asker domain/abilities decides for. */
export const asker = (scope: ChannelScope): Scope => ({
  access: scope.access,
  userId: scope.user.id,
});

/** `?version=` on deletes, which carry no body. */
export const ZVersionQuery = z.object({ version: zQueryInt4().min(1) });

/** What `authenticate` and `requireHostAccess` put on the request, as a ChannelScope. */
export const scopeOf = (request: {
  hostAccess: { access: ChannelScope["access"]; record: { accountId: string } } | null;
  currentUser: ChannelScope["user"] | null;
}): ChannelScope => ({
  access: request.hostAccess!.access,
  accountId: request.hostAccess!.record.accountId,
  user: request.currentUser!,
});
