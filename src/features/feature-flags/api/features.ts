import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FeatureFlag } from "../../../../domain/features";
import {
  type AccountFeatures,
  ZAccountFeatures,
} from "../../../../domain/schemas/feature-settings";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
// The editor reads the flags from the profile overview: it must refetch after a save.
import { sameList } from "../lib/feature-groups";

const base = (host: string) => `/accounts/${encodeURIComponent(host)}`;
export const featuresQuery = (host: string) =>
  queryOptions({
    queryKey: queryKeys.features(host),
    queryFn: ({ signal }) =>
      api.get(`${base(host)}/features`, { schema: ZAccountFeatures, signal }),
  });

export const useAccountFeatures = (host: string) => useQuery(featuresQuery(host));

/** Saves the lists that changed (one call per list), then refreshes the profile. */
export function useSaveFeatures(host: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      before,
      after,
    }: {
      before: AccountFeatures;
      after: { disabledFeatures: FeatureFlag[]; optInFeatures: FeatureFlag[] };
    }) => {
      let saved = before;
      if (!sameList(before.disabledFeatures, after.disabledFeatures)) {
        saved = await api.post(
          `${base(host)}/disabled-features`,
          { features: after.disabledFeatures },
          { schema: ZAccountFeatures },
        );
      }
      if (!sameList(before.optInFeatures, after.optInFeatures)) {
        saved = await api.post(
          `${base(host)}/opt-in-features`,
          { features: after.optInFeatures },
          { schema: ZAccountFeatures },
        );
      }
      return saved;
    },
    onSuccess: (saved) => client.setQueryData(queryKeys.features(host), saved),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.features(host) });
      void client.invalidateQueries({ queryKey: queryKeys.profile.overview });
    },
  });
}
