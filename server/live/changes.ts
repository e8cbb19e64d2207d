import type { ChangesResponse } from "../../domain/schemas/live";
import type { LiveStore } from "../repositories/live-events";
import { toLiveEvent } from "./record";

/** At most this many events per answer; the client asks again from `last`. */
export const CHANGES_LIMIT = 200;

/**
 * A channel's public events after `since`, for polling readers (the embed's fallback, the
 * public API). A `since` below the prune floor may have missed pruned events: the answer is
 * then a reset (no events, `last` the channel's head) telling the reader to reload.
 */
export async function changesSince(
  store: LiveStore,
  channelId: string,
  since: number,
): Promise<ChangesResponse> {
  const rows = await store.channelAfter(channelId, since, CHANGES_LIMIT, true);
  // Read after the events, so a prune that ran meanwhile is seen too.
  const reset = since < (await store.floor(channelId));
  if (reset) return { events: [], last: await store.head(channelId), reset };
  const events = rows.map(toLiveEvent);
  return { events, last: events.at(-1)?.id ?? String(since) };
}
