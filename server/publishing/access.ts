import { z } from "zod";
import { type AccountAccess, can, canPublish, holdsRight } from "../../domain/permissions";
import type { RightName } from "../../domain/roles";
import { zQueryInt4 } from "../../domain/schemas/common";
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
  if (!can(scope.access).accessChannel(channelId)) throw new ApiError(403, "forbidden");
  const channel = await repos.channels.find(scope.accountId, channelId);
  if (!channel) throw new ApiError(404, "not-found");
  if (mode === "write" && channel.archived) throw new ApiError(400, "channel-archived");
  return channel;
}

export function requirePublish(scope: ChannelScope, channelId: string): void {
  if (!canPublish(scope.access, channelId)) throw new ApiError(403, "forbidden");
}

/** Own rows are always allowed; others' need the named right (editAllPosts, ...). */
export function requireOwnOr(
  scope: ChannelScope,
  ownerIds: readonly (string | null)[],
  right: RightName,
): void {
  if (ownerIds.includes(scope.user.id)) return;
  if (!holdsRight(scope.access, right)) throw new ApiError(403, "forbidden");
}

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
