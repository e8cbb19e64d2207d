import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  type UpdateUserRequest,
  USER_SEARCH_MIN,
  ZAccessibleAccountsAndRights,
  ZUserDetail,
  ZUserList,
  ZUserSearchResult,
} from "../../../../domain/schemas/user";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const e = encodeURIComponent;
const base = (host: string) => `/users/${e(host)}`;
const one = (host: string, id: string) => `${base(host)}/${e(id)}`;

export type UsersScope = "account" | "organization";

export const usersQuery = (host: string, scope: UsersScope) =>
  queryOptions({
    queryKey: queryKeys.users.list(host, scope),
    queryFn: ({ signal }) =>
      api.get(scope === "organization" ? `${base(host)}?scope=organization` : base(host), {
        schema: ZUserList,
        signal,
      }),
  });

export const useUsers = (host: string, scope: UsersScope) => useQuery(usersQuery(host, scope));

/** Organisation-wide search by email or username; idle below the minimum query length. */
export function useUserSearch(host: string, query: string, enabled: boolean) {
  const q = query.trim();
  return useQuery({
    queryKey: queryKeys.users.search(host, q),
    queryFn: ({ signal }) =>
      api.get(`${base(host)}/search?query=${e(q)}`, { schema: ZUserSearchResult, signal }),
    enabled: enabled && q.length >= USER_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
}

/** The accounts besides `host` the user reaches, for the cross-account section. */
export const useAccessibleAccounts = (host: string, id: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.users.accessible(host, id),
    queryFn: ({ signal }) =>
      api.get(`${one(host, id)}/accessible-accounts-and-rights`, {
        schema: ZAccessibleAccountsAndRights,
        signal,
      }),
    enabled,
  });

export const updateUser = (host: string, id: string, body: UpdateUserRequest) =>
  api.patch(`${one(host, id)}/new`, body, { schema: ZUserDetail });

export const addCrossAccess = (host: string, id: string, accountKey: string) =>
  api.post(`${one(host, id)}/cross-publishing/${e(accountKey)}`);

export const removeCrossAccess = (host: string, id: string, accountKey: string) =>
  api.delete(`${one(host, id)}/cross-publishing/${e(accountKey)}`);

export const deleteUser = (host: string, id: string) => api.delete(one(host, id));
