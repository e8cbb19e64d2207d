import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Doc } from "../../../../domain/content/schema";
import {
  type Countdown,
  ZCountdown,
  ZCountdownList,
  ZTopText,
} from "../../../../domain/schemas/channel-editors";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const enc = encodeURIComponent;

export const topTextQuery = (host: string, channelId: string) =>
  queryOptions({
    queryKey: queryKeys.topText(host, channelId),
    queryFn: ({ signal }) =>
      api.get(`/channels/${enc(host)}/${enc(channelId)}/top-text`, { schema: ZTopText, signal }),
  });

export const useTopText = (host: string, channelId: string, enabled = true) =>
  useQuery({ ...topTextQuery(host, channelId), enabled });

export function useSaveTopText(host: string, channelId: string) {
  const client = useQueryClient();
  const { queryKey } = topTextQuery(host, channelId);
  return useMutation({
    mutationFn: (body: { content: Doc | null; version: number }) =>
      api.put(`/channels/${enc(host)}/${enc(channelId)}/top-text`, body, { schema: ZTopText }),
    onSuccess: (saved) => client.setQueryData(queryKey, saved),
  });
}

export const countdownsQuery = (host: string, channelId: string) =>
  queryOptions({
    queryKey: queryKeys.countdowns(host, channelId),
    queryFn: ({ signal }) =>
      api.get(`/countdowns/${enc(host)}/${enc(channelId)}`, { schema: ZCountdownList, signal }),
  });

export const useCountdowns = (host: string, channelId: string, enabled = true) =>
  useQuery({ ...countdownsQuery(host, channelId), enabled });

type CountdownBody = { title: string; start: string; end: string };

export function useCountdownMutations(host: string, channelId: string) {
  const client = useQueryClient();
  const { queryKey } = countdownsQuery(host, channelId);
  const base = `/countdowns/${enc(host)}/${enc(channelId)}`;
  const set = (change: (list: Countdown[]) => Countdown[]) => {
    client.setQueryData<Countdown[]>(queryKey, (list) => change(list ?? []));
    void client.invalidateQueries({ queryKey });
  };
  return {
    create: useMutation({
      mutationFn: (body: CountdownBody) => api.post(base, body, { schema: ZCountdown }),
      onSuccess: (c) => set((list) => [...list, c]),
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: CountdownBody & { id: string }) =>
        api.put(`${base}/${enc(id)}`, body, { schema: ZCountdown }),
      onSuccess: (c) => set((list) => list.map((x) => (x.id === c.id ? c : x))),
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete(`${base}/${enc(id)}`),
      onSuccess: (_r, id) => set((list) => list.filter((x) => x.id !== id)),
    }),
  };
}
