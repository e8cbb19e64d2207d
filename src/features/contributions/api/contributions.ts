import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type Contribution,
  type ContributionSettings,
  ZContribution,
  ZContributionList,
  ZContributionSettings,
} from "../../../../domain/schemas/contribution";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const enc = encodeURIComponent;

export type ContributionKind = Contribution["kind"];
/** The list filters of the Comments and Questions tabs; the Bin lists "deleted". */
export type ContributionFilter = "all" | "pending" | "published" | "deleted";

/** Keys under [contributions, channelId] (lib/query-keys.ts): live `contributions:<id>` reaches them. */
export const contributionKeys = {
  all: queryKeys.contributions.all,
  list: (host: string, channelId: string, kind: ContributionKind, filter: ContributionFilter) =>
    queryKeys.contributions.list(host, channelId, kind, filter),
  settings: queryKeys.contributions.settings,
};

export const contributionsQuery = (
  host: string,
  channelId: string,
  kind: ContributionKind,
  filter: ContributionFilter,
) =>
  queryOptions({
    queryKey: contributionKeys.list(host, channelId, kind, filter),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ kind });
      if (filter !== "all") params.set("status", filter);
      return api.get(`/contributions/${enc(host)}/${enc(channelId)}?${params}`, {
        schema: ZContributionList,
        signal,
      });
    },
  });

export const useContributions = (
  host: string,
  channelId: string,
  kind: ContributionKind,
  filter: ContributionFilter,
) => useQuery(contributionsQuery(host, channelId, kind, filter));

export const useContributionSettings = (host: string, channelId: string) =>
  useQuery({
    queryKey: contributionKeys.settings(host, channelId),
    queryFn: ({ signal }) =>
      api.get(`/contribution-settings/${enc(host)}/${enc(channelId)}`, {
        schema: ZContributionSettings,
        signal,
      }),
  });

export function useSaveContributionSettings(host: string, channelId: string) {
  const client = useQueryClient();
  const queryKey = contributionKeys.settings(host, channelId);
  return useMutation({
    mutationFn: (settings: ContributionSettings) =>
      api.put(`/contribution-settings/${enc(host)}/${enc(channelId)}`, settings, {
        schema: ZContributionSettings,
      }),
    onMutate: async (settings) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<ContributionSettings>(queryKey);
      client.setQueryData(queryKey, settings);
      return { previous };
    },
    onError: (_e, _s, context) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous);
    },
    onSuccess: (saved) => client.setQueryData(queryKey, saved),
  });
}

export type ModerationAction = "publish" | "unpublish" | "delete" | "restore";

/** Moderation writes; every success refetches the channel's contribution lists. */
export function useContributionMutations(host: string, channelId: string) {
  const client = useQueryClient();
  const base = `/contributions/${enc(host)}/${enc(channelId)}`;
  const refresh = () => client.invalidateQueries({ queryKey: contributionKeys.all(channelId) });
  const options = { onSettled: refresh };
  return {
    moderate: useMutation({
      mutationFn: ({ id, action }: { id: string; action: ModerationAction }) =>
        api.post(`${base}/${enc(id)}/${action}`, undefined, { schema: ZContribution }),
      ...options,
    }),
    edit: useMutation({
      mutationFn: ({ id, message, version }: { id: string; message: string; version: number }) =>
        api.put(`${base}/${enc(id)}`, { message, version }, { schema: ZContribution }),
      ...options,
    }),
    reply: useMutation({
      mutationFn: ({ id, message }: { id: string; message: string }) =>
        api.post(`${base}/${enc(id)}/replies`, { message }, { schema: ZContribution }),
      ...options,
    }),
    deleteReply: useMutation({
      mutationFn: ({ id, replyId }: { id: string; replyId: string }) =>
        api.delete(`${base}/${enc(id)}/replies/${enc(replyId)}`, { schema: ZContribution }),
      ...options,
    }),
  };
}

/** Reply validation: not empty after trimming, at most `max` characters. */
export const replyProblem = (message: string, max: number): "empty" | "tooLong" | null =>
  message.trim().length === 0 ? "empty" : message.length > max ? "tooLong" : null;
