import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Channel, ZChannelList } from "../../../../domain/schemas/channel";
import { api } from "../../../lib/api-client";
import { apiPaths } from "../../../lib/api-paths";
import { type ChannelRow, storedChannels } from "../../../lib/local-data";
import { queryKeys } from "../../../lib/query-keys";
import { logError } from "../../../lib/session-log";

/** A channel as the client keeps it: the API's fields plus its account (spec §3). */
export interface AccountChannel extends Channel {
  accountDomain: string;
  accountKey: string;
}

export interface ChannelsRef {
  accountDomain: string;
  accountKey: string;
}

/** Kept for the live-invalidation test, which pins live keys to the list's. */
export const channelsQueryKey = queryKeys.channels.list;

const toRow = (host: string, c: Channel): ChannelRow => ({
  id: c.id,
  accountHost: host,
  name: c.name,
  archived: c.archived,
  createdUtc: c.createdUtc,
  lastUsedUtc: c.lastUsedUtc,
});

const fromRow = (row: ChannelRow, ref: ChannelsRef): AccountChannel => ({
  id: row.id,
  channelId: row.id,
  name: row.name,
  archived: row.archived,
  createdUtc: row.createdUtc,
  lastUsedUtc: row.lastUsedUtc,
  ...ref,
});

/** Replaces the account's offline copy of its channel list (local data), so a reload offline shows it. */
export async function storeChannels(host: string, channels: readonly Channel[]): Promise<void> {
  try {
    await storedChannels.replace(
      host,
      channels.filter((c) => !c.archived).map((c) => toRow(host, c)),
    );
  } catch (error) {
    // IndexedDB can be unavailable (private windows); the list still works online.
    logError("Storing the channels list offline failed", error);
  }
}

/** The offline copy of an account's channel list, or undefined when there is none. */
export async function readStoredChannels(
  host: string,
  ref: ChannelsRef,
): Promise<AccountChannel[] | undefined> {
  try {
    const rows = await storedChannels.list(host);
    return rows.length ? rows.map((r) => fromRow(r, ref)) : undefined;
  } catch {
    return undefined;
  }
}

export async function getChannels(
  host: string,
  ref: ChannelsRef,
  signal?: AbortSignal,
): Promise<AccountChannel[]> {
  try {
    const list = await api.get(apiPaths.channels(host), {
      schema: ZChannelList,
      signal,
    });
    void storeChannels(host, list);
    return list.map((c) => ({ ...c, ...ref }));
  } catch (error) {
    logError("Fetching a channels list failed", error);
    throw error;
  }
}

export const channelsQuery = (host: string, ref: ChannelsRef) =>
  queryOptions({
    queryKey: queryKeys.channels.list(host),
    queryFn: ({ signal }) => getChannels(host, ref, signal),
    // The restored (persisted) copy shows at once, but the list is always checked on mount:
    // others create, rename and archive channels.
    staleTime: 0,
  });

/** The offline copy from local data, read once per account; used while the network list is missing. */
export const useStoredChannels = (host: string, ref: ChannelsRef) =>
  useQuery({
    queryKey: queryKeys.channels.offline(host),
    queryFn: async () => (await readStoredChannels(host, ref)) ?? null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The channel list, with the stored copy as placeholder until (or unless) the network answers. */
export function useChannels(host: string, ref: ChannelsRef) {
  const stored = useStoredChannels(host, ref);
  const query = useQuery({
    ...channelsQuery(host, ref),
    placeholderData: stored.data ?? undefined,
  });
  const channels = query.data ?? stored.data ?? undefined;
  // The offline notice only once the network has failed, not while it is still loading.
  return { query, channels, fromStore: query.isError && Boolean(stored.data) };
}
