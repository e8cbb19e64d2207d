import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZChannel } from "../../../../domain/schemas/channel";
import { api } from "../../../lib/api-client";
import { apiPaths } from "../../../lib/api-paths";
import { queryKeys } from "../../../lib/query-keys";

/** Started at boot on a channel's page (first-data.ts). */
export const channelQuery = (host: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.channels.one(host, id),
    queryFn: ({ signal }) =>
      api.get(apiPaths.channel(host, id), {
        schema: ZChannel,
        signal,
      }),
  });

export const useChannel = (host: string, id: string) => useQuery(channelQuery(host, id));
