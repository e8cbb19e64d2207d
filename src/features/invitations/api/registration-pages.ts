import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CreateRegistrationPageInput,
  type RegistrationPage,
  ZRegistrationPage,
  ZRegistrationPageList,
} from "../../../../domain/schemas/invitation";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import type { ListScope } from "./invitations";

const base = (host: string) => `/registration-pages/${encodeURIComponent(host)}`;

export const registrationPagesQuery = (host: string, scope: ListScope) =>
  queryOptions({
    queryKey: queryKeys.registrationPages.list(host, scope),
    queryFn: ({ signal }) =>
      api.get(`${base(host)}?scope=${scope}`, { schema: ZRegistrationPageList, signal }),
  });

export const useRegistrationPages = (host: string, scope: ListScope) =>
  useQuery(registrationPagesQuery(host, scope));

export function useRegistrationPageMutations(host: string) {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: queryKeys.registrationPages.all });
  const create = useMutation({
    mutationFn: (body: CreateRegistrationPageInput) =>
      api.post(base(host), body, { schema: ZRegistrationPage }),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (page: RegistrationPage) =>
      api.delete(`${base(host)}/${encodeURIComponent(page.id)}`),
    onSuccess: settle,
  });
  return { create, remove };
}
