import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { type Channel, ZChannel, ZChannelOverview } from "../../../../domain/schemas/channel";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { logError } from "../../../lib/session-log";
import { channelQuery } from "./get-channel";
import type { AccountChannel, ChannelsRef } from "./get-channels";

const base = (host: string) => `/channels/${encodeURIComponent(host)}`;

export const createChannel = (host: string, name: string) =>
  api.post(base(host), { name: name.trim(), type: "", config: {} }, { schema: ZChannel });

export async function renameChannel(host: string, id: string, name: string): Promise<Channel> {
  try {
    const query = new URLSearchParams({ channelName: name.trim() });
    return await api.post(`${base(host)}/${encodeURIComponent(id)}/rename?${query}`, undefined, {
      schema: ZChannel,
    });
  } catch (error) {
    logError("Renaming the channel failed", error);
    throw error;
  }
}

export const archiveChannel = (host: string, id: string) =>
  api.post(`${base(host)}/${encodeURIComponent(id)}/archive`);

export const endCoverage = (host: string, id: string) =>
  api.post(`${base(host)}/${encodeURIComponent(id)}/end-coverage`, undefined, {
    schema: ZChannel,
  });

/** Applies a change to the cached list (which the device keeps for offline starts). */
function updateList(
  client: QueryClient,
  host: string,
  change: (list: AccountChannel[]) => AccountChannel[],
): void {
  client.setQueryData<AccountChannel[]>(queryKeys.channels.list(host), (list) =>
    list ? change(list) : list,
  );
}

export function useCreateChannel(host: string, ref: ChannelsRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createChannel(host, name),
    onSuccess: (channel) => {
      updateList(client, host, (list) => [
        { ...channel, ...ref },
        ...list.filter((c) => c.id !== channel.id),
      ]);
      client.setQueryData(channelQuery(host, channel.id).queryKey, channel);
      void client.invalidateQueries({ queryKey: queryKeys.channels.list(host), exact: true });
    },
  });
}

/** Rename: the list entry and the cached channel detail both take the new name. */
export function useRenameChannel(host: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameChannel(host, id, name),
    onSuccess: (channel) => {
      updateList(client, host, (list) =>
        list.map((c) => (c.id === channel.id ? { ...c, ...channel } : c)),
      );
      client.setQueryData(channelQuery(host, channel.id).queryKey, (old: Channel | undefined) =>
        old ? { ...old, ...channel } : channel,
      );
      // Any other cached view of this channel (the suite's overview) takes the new name too.
      client.setQueriesData<unknown>(
        { predicate: (q) => q.queryKey.includes(channel.id) },
        (old: unknown) => {
          const overview = ZChannelOverview.safeParse(old);
          return overview.success && overview.data.channel.id === channel.id
            ? { ...overview.data, channel: { ...overview.data.channel, ...channel } }
            : old;
        },
      );
      void client.invalidateQueries({ queryKey: channelQuery(host, channel.id).queryKey });
    },
  });
}

/** Archive cannot be undone: the channel leaves the list and its detail cache. */
export function useArchiveChannel(host: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => archiveChannel(host, id),
    onSuccess: (_result, id) => {
      updateList(client, host, (list) => list.filter((c) => c.id !== id));
      client.removeQueries({ queryKey: channelQuery(host, id).queryKey, exact: true });
    },
  });
}

/** Ending the coverage cannot be undone: the channel stays in the list, shown as ended. */
export function useEndCoverage(host: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endCoverage(host, id),
    onSuccess: (channel) => {
      updateList(client, host, (list) =>
        list.map((c) => (c.id === channel.id ? { ...c, ...channel } : c)),
      );
      void client.invalidateQueries({ queryKey: channelQuery(host, channel.id).queryKey });
    },
  });
}
