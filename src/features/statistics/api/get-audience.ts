import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  type AudienceRange,
  LIVE_READERS_REFRESH_MS,
  ZAudience,
} from "../../../../domain/schemas/statistics";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** One channel's readers and writing over `range`; asked again with the live reader counts. */
export const useAudience = (host: string, channelId: string | undefined, range: AudienceRange) =>
  useQuery({
    queryKey: queryKeys.audience(host, channelId ?? "", range),
    queryFn: ({ signal }) =>
      api.get(
        `/accounts/${encodeURIComponent(host)}/statistics/channels/${channelId}/audience?range=${range}`,
        { schema: ZAudience, signal },
      ),
    enabled: Boolean(channelId),
    // Switching channel or window keeps the last chart until the next one arrives.
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_READERS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
