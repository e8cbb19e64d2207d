import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ZActivityPage } from "../../../../domain/schemas/activity";
import { api } from "../../../lib/api-client";

export const activityQueryKey = (host: string, page: number, pageSize: number) =>
  ["activity", host, page, pageSize] as const;

export const activityQuery = (host: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: activityQueryKey(host, page, pageSize),
    queryFn: ({ signal }) =>
      api.get(`/accounts/${encodeURIComponent(host)}/activity?page=${page}&pageSize=${pageSize}`, {
        schema: ZActivityPage,
        signal,
      }),
    // Others change things all the time: always check on mount.
    staleTime: 0,
  });

/** One page of the account's activity log; the previous page stays shown while the next loads. */
export const useActivity = (host: string, page: number, pageSize: number) =>
  useQuery({ ...activityQuery(host, page, pageSize), placeholderData: keepPreviousData });
