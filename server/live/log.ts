import type { Db } from "../db/open";
import { presentEventImages } from "../media/present";
import { type LiveStore, liveStore } from "../repositories/live-events";
import { uploadsRepository } from "../repositories/uploads";

/**
 * The events log as readers get it. Events carry post HTML as it was stored; its images get
 * the media settings of the moment they are read, so a settings change reaches the events
 * already logged.
 */
export function liveLog(db: Db) {
  const store = liveStore(db);
  const uploads = uploadsRepository(db);
  return {
    ...store,
    after: async (afterId: number, limit: number) =>
      presentEventImages(uploads, await store.after(afterId, limit)),
    async channelAfter(...args: Parameters<LiveStore["channelAfter"]>) {
      const { rows, floor } = await store.channelAfter(...args);
      return { rows: await presentEventImages(uploads, rows), floor };
    },
  };
}
export type LiveLog = ReturnType<typeof liveLog>;
