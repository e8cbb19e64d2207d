import { CHANGES_LIMIT } from "../../domain/constants";
import type { ChangesResponse } from "../../domain/schemas/live";
import type { LiveLog } from "./log";
import { toLiveEvent } from "./record";

/**
 * A channel's public events after `since`, for polling readers (the embed's fallback, the
 * public API). A `since` below the prune floor may have missed pruned events: the answer is
 * then a reset (no events, `last` the channel's head) telling the reader to reload.
 */
export async function changesSince(
  store: LiveLog,
  channelId: string,
  since: number,
  limit: number = CHANGES_LIMIT,
): Promise<ChangesResponse> {
  const { rows, floor } = await store.channelAfter(channelId, since, limit, true);
  if (since < floor) return { events: [], last: await store.head(channelId), reset: true };
  const events = rows.map(toLiveEvent);
  return { events, last: events.at(-1)?.id ?? String(since) };
}
