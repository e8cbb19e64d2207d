import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Channel, ZChannelList } from "../../../../domain/schemas/channel";
import { api } from "../../../lib/api-client";
import { apiPaths } from "../../../lib/api-paths";
import { queryKeys } from "../../../lib/query-keys";
import { logError } from "../../../lib/session-log";

/** A channel as the client keeps it: the API's fields plus its account. */
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

/**
 * The channel list. The copy kept on the device (the persisted query cache) shows at once and
 * stays when the network or the server fails: `kept` says the list shown is that copy.
 */
export function useChannels(host: string, ref: ChannelsRef) {
  const query = useQuery(channelsQuery(host, ref));
  const channels = query.data;
  return { query, channels, kept: query.isError && Boolean(channels) };
}
