import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZSubAccounts } from "../../../../domain/schemas/account";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /accounts/{host}/sub-accounts: the organisation's sub-accounts (organisation admins). */
export const subAccountsQuery = (host: string) =>
  queryOptions({
    queryKey: queryKeys.accounts.subAccounts(host),
    queryFn: ({ signal }) =>
      api.get(`/accounts/${encodeURIComponent(host)}/sub-accounts`, {
        schema: ZSubAccounts,
        signal,
      }),
  });

export const useSubAccounts = (host: string, enabled = true) =>
  useQuery({ ...subAccountsQuery(host), enabled: enabled && host !== "" });
