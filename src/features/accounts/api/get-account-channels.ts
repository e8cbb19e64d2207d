import { useQuery } from "@tanstack/react-query";
import { ZChannelList } from "../../../../domain/schemas/channel";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/**
 * GET /accounts/{host}/channels: an account's open channels as its administrators (also an
 * organisation admin without access of their own) see them, for a Guest's channel selector.
 */
export const useAccountChannels = (host: string | null, enabled = true) =>
  useQuery({
    queryKey: queryKeys.accounts.channels(host ?? ""),
    queryFn: ({ signal }) =>
      api.get(`/accounts/${encodeURIComponent(host ?? "")}/channels`, {
        schema: ZChannelList,
        signal,
      }),
    enabled: enabled && host !== null && host !== "",
    staleTime: 30_000,
  });
