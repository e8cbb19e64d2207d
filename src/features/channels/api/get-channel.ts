import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZChannel } from "../../../../domain/schemas/channel";
import { api } from "../../../lib/api-client";

export const channelQuery = (host: string, id: string) =>
  queryOptions({
    queryKey: ["channels", host, id] as const,
    queryFn: ({ signal }) =>
      api.get(`/channels/${encodeURIComponent(host)}/${encodeURIComponent(id)}`, {
        schema: ZChannel,
        signal,
      }),
  });

export const useChannel = (host: string, id: string) => useQuery(channelQuery(host, id));
