import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import {
  type CreateInvitationInput,
  ZInvitableAccounts,
  ZInvitation,
  ZInvitationPage,
} from "../../../../domain/schemas/invitation";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** Which invitations a page shows: one account's, or (global /users) the organisation's. */
export type ListScope = "account" | "organization";

const base = (host: string) => `/invitations/${encodeURIComponent(host)}`;

export const INVITATIONS_PAGE_SIZE = 25;

export const invitationsQuery = (host: string, scope: ListScope, page: number) =>
  queryOptions({
    queryKey: queryKeys.invitations.list(host, scope, page),
    queryFn: ({ signal }) =>
      api.get(`${base(host)}?scope=${scope}&page=${page}&pageSize=${INVITATIONS_PAGE_SIZE}`, {
        schema: ZInvitationPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useInvitations = (host: string, scope: ListScope, page: number) =>
  useQuery(invitationsQuery(host, scope, page));

/** The invite form's account selector: the accounts this administrator may invite to. */
export const useInvitableAccounts = (host: string) =>
  useQuery({
    queryKey: queryKeys.invitations.accounts(host),
    queryFn: ({ signal }) =>
      api.get(`${base(host)}/accounts`, { schema: ZInvitableAccounts, signal }),
    staleTime: 60_000,
  });

export function useInvitationMutations(host: string) {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: queryKeys.invitations.all });
  const create = useMutation({
    mutationFn: (body: CreateInvitationInput) =>
      api.post(base(host), body, { schema: ZInvitation }),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete(`${base(host)}/${encodeURIComponent(id)}`),
    onSuccess: settle,
  });
  return { create, remove };
}
