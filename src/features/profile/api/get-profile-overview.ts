import { queryOptions, useQuery } from "@tanstack/react-query";
import { getProfileOverview } from "../../../lib/profile-overview";
import { queryKeys } from "../../../lib/query-keys";

export const PROFILE_QUERY_KEY = queryKeys.profile.overview;

export const profileOverviewQuery = () =>
  queryOptions({
    queryKey: queryKeys.profile.overview,
    queryFn: ({ signal }) => getProfileOverview(signal),
    staleTime: 5 * 60 * 1000,
  });

export const useProfileOverview = (enabled: boolean) =>
  useQuery({ ...profileOverviewQuery(), enabled });
