import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PluginId } from "../../../../domain/plugins";
import { ZPluginSettings } from "../../../../domain/schemas/feature-settings";
import { api } from "../../../lib/api-client";
import { hostRead } from "../../../lib/host-read";
import { PROFILE_QUERY_KEY } from "../../profile";

const url = (host: string) => `/accounts/${encodeURIComponent(host)}/plugins`;
const pluginsQueryKey = (host: string) => ["plugins", host] as const;

export const usePlugins = hostRead(pluginsQueryKey, url, ZPluginSettings);

export function useSavePlugins(host: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: PluginId[]) =>
      api.put(url(host), { enabled }, { schema: ZPluginSettings }),
    onSuccess: (saved) => {
      client.setQueryData(pluginsQueryKey(host), saved);
      // The editor reads the account's plugins from the profile overview.
      void client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
