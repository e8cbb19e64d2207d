import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProfileOverview } from "../../../../domain/schemas/profile";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const PROFILE_QUERY_KEY = queryKeys.profile.overview;

/** A 401 here means the token is no good: the guard logs out instead of bouncing. */
export const getProfileOverview = (signal?: AbortSignal): Promise<ProfileOverview> =>
  api.get("/profile/overview", {
    // Loaded with the call: the guard and the login screen paint without zod.
    schema: () => import("../../../../domain/schemas/profile").then((m) => m.ZProfileOverview),
    signal,
    redirectOnUnauthorized: false,
  });

export const profileOverviewQuery = () =>
  queryOptions({
    queryKey: queryKeys.profile.overview,
    queryFn: ({ signal }) => getProfileOverview(signal),
    staleTime: 5 * 60 * 1000,
  });

export const useProfileOverview = (enabled: boolean) =>
  useQuery({ ...profileOverviewQuery(), enabled });
