import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ZActivityPage, ZActivityPeople } from "../../../../domain/schemas/activity";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { type ActivityFilters, activityQueryString } from "../lib/filters";

const base = (host: string) => `/accounts/${encodeURIComponent(host)}/activity`;

export const activityQuery = (
  host: string,
  page: number,
  pageSize: number,
  filters: ActivityFilters,
) =>
  queryOptions({
    queryKey: queryKeys.activity.page(host, page, pageSize, filters),
    queryFn: ({ signal }) =>
      api.get(`${base(host)}?${activityQueryString(filters, page, pageSize)}`, {
        schema: ZActivityPage,
        signal,
      }),
    // Others change things all the time: always check on mount.
    staleTime: 0,
  });

/** One page of the account's activity log; the previous page stays shown while the next loads. */
export const useActivity = (
  host: string,
  page: number,
  pageSize: number,
  filters: ActivityFilters,
) =>
  useQuery({ ...activityQuery(host, page, pageSize, filters), placeholderData: keepPreviousData });

/** Whoever appears in the log, for the person filter. */
export const useActivityPeople = (host: string) =>
  useQuery({
    queryKey: queryKeys.activity.people(host),
    queryFn: ({ signal }) => api.get(`${base(host)}/people`, { schema: ZActivityPeople, signal }),
    staleTime: 0,
  });
