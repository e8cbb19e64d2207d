import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Channel, ZChannelList } from "../../../../domain/schemas/channel";
import { api } from "../../../lib/api-client";
import { logError } from "../../../lib/session-log";

/** A channel as the client keeps it: the API's fields plus its account (spec §3). */
export interface AccountChannel extends Channel {
  accountDomain: string;
  accountKey: string;
}

export const channelsQueryKey = (host: string) => ["channels", host] as const;

export async function getChannels(
  host: string,
  ref: { accountDomain: string; accountKey: string },
  signal?: AbortSignal,
): Promise<AccountChannel[]> {
  try {
    const list = await api.get(`/channels/${encodeURIComponent(host)}`, {
      schema: ZChannelList,
      signal,
    });
    return list.map((c) => ({ ...c, ...ref }));
  } catch (error) {
    logError("Fetching a channels list failed", error);
    throw error;
  }
}

export const channelsQuery = (host: string, ref: { accountDomain: string; accountKey: string }) =>
  queryOptions({
    queryKey: channelsQueryKey(host),
    queryFn: ({ signal }) => getChannels(host, ref, signal),
  });

export const useChannels = (host: string, ref: { accountDomain: string; accountKey: string }) =>
  useQuery(channelsQuery(host, ref));
