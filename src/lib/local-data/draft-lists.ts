import { useLiveQuery } from "dexie-react-hooks";
import { db } from "./database";

/** Each channel's draft list as last fetched (`draftLists.*`). */

export const put = (host: string, channelId: string, drafts: unknown[]) =>
  db.draftLists.put({ accountHost: host, channelId, drafts, savedUtc: new Date().toISOString() });

/**
 * The channel's draft list as last fetched (Draft JSON, unchecked), kept current: undefined
 * while it loads, null when none is stored.
 */
export const useOfChannel = (host: string, channelId: string) =>
  useLiveQuery(
    async () => (await db.draftLists.get([host, channelId]))?.drafts ?? null,
    [host, channelId],
  );
