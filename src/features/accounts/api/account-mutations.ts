import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type NewSubAccount, ZAccount, ZSubAccounts } from "../../../../domain/schemas/account";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const base = (host: string) => `/accounts/${encodeURIComponent(host)}`;

/** Account lists, details and the profile (account names in headers and menus) go stale. */
function useRefreshAccounts() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.accounts.all }),
      client.invalidateQueries({ queryKey: queryKeys.profile.overview }),
    ]);
}

/** POST /accounts/{host}/sub-accounts with the staged keys. */
export function useCreateSubAccounts(host: string) {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (accounts: NewSubAccount[]) =>
      api.post(`${base(host)}/sub-accounts`, { accounts }, { schema: ZSubAccounts }),
    onSuccess: () => refresh(),
  });
}

/** PATCH /accounts/{host}/displayname?displayname= */
export function useRenameAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ host, displayName }: { host: string; displayName: string }) =>
      api.patch(
        `${base(host)}/displayname?displayname=${encodeURIComponent(displayName.trim())}`,
        undefined,
        { schema: ZAccount },
      ),
    onSuccess: () => refresh(),
  });
}
