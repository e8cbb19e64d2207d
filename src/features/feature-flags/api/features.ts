import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FeatureFlag } from "../../../../domain/features";
import { ZAccountFeatures } from "../../../../domain/schemas/feature-settings";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const base = (host: string) => `/accounts/${encodeURIComponent(host)}`;
export const featuresQuery = (host: string) =>
  queryOptions({
    queryKey: queryKeys.features(host),
    queryFn: ({ signal }) =>
      api.get(`${base(host)}/features`, { schema: ZAccountFeatures, signal }),
  });

export const useAccountFeatures = (host: string) => useQuery(featuresQuery(host));

/** Each flag on or off, as the page shows them and saves them. */
export type FeatureSwitches = Record<FeatureFlag, boolean>;

/** Saves the switches in one write (the server keeps them as its lists), then refreshes the profile. */
export function useSaveFeatures(host: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: FeatureSwitches) =>
      api.put(`${base(host)}/features`, { enabled }, { schema: ZAccountFeatures }),
    onSuccess: (saved) => client.setQueryData(queryKeys.features(host), saved),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.features(host) });
      // The editor reads the flags from the profile overview: it must refetch after a save.
      void client.invalidateQueries({ queryKey: queryKeys.profile.overview });
    },
  });
}
