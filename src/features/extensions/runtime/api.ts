import { useQuery } from "@tanstack/react-query";
import { ZExtensionRuntime } from "../../../../domain/schemas/extension-bridge";
import { api } from "../../../lib/api-client";
import { isSafeMode } from "./safe-mode";

export const extensionRuntimeKey = (host: string) => ["extension-runtime", host] as const;

/** The account's enabled editor extensions; nothing at all in safe mode. */
export const useExtensionRuntime = (host: string) =>
  useQuery({
    queryKey: extensionRuntimeKey(host),
    queryFn: ({ signal }) =>
      api.get(`/extension-runtime/${encodeURIComponent(host)}`, {
        schema: ZExtensionRuntime,
        signal,
      }),
    enabled: !isSafeMode(),
    staleTime: 60_000,
  });
