import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZAccountDetails } from "../../../../domain/schemas/account";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /accounts/{domain}/{key}: the account with its settings (account admins). */
export const accountDetailsQuery = (domain: string, key: string) =>
  queryOptions({
    queryKey: queryKeys.accounts.details(domain, key),
    queryFn: ({ signal }) =>
      api.get(`/accounts/${encodeURIComponent(domain)}/${encodeURIComponent(key)}`, {
        schema: ZAccountDetails,
        signal,
      }),
  });

export const useAccountDetails = (domain: string, key: string, enabled = true) =>
  useQuery({
    ...accountDetailsQuery(domain, key),
    enabled: enabled && domain !== "" && key !== "",
  });
