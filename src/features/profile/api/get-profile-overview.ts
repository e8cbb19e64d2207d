import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";
import { getProfileOverview } from "./profile-overview";

export const PROFILE_QUERY_KEY = queryKeys.profile.overview;

export const profileOverviewQuery = () =>
  queryOptions({
    queryKey: queryKeys.profile.overview,
    queryFn: ({ signal }) => getProfileOverview(signal),
    staleTime: 5 * 60 * 1000,
  });

export const useProfileOverview = (enabled: boolean) =>
  useQuery({ ...profileOverviewQuery(), enabled });
