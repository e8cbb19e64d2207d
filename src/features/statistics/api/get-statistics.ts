import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIVE_READERS_REFRESH_MS, ZStatistics } from "../../../../domain/schemas/statistics";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const statisticsQuery = (host: string) =>
  queryOptions({
    queryKey: queryKeys.statistics(host),
    queryFn: ({ signal }) =>
      api.get(`/accounts/${encodeURIComponent(host)}/statistics`, { schema: ZStatistics, signal }),
    staleTime: 0,
  });

/** The account's figures; asked again every ~15 s so the live reader counts stay current. */
export const useStatistics = (host: string) =>
  useQuery({
    ...statisticsQuery(host),
    refetchInterval: LIVE_READERS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
