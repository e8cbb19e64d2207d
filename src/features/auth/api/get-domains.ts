import { useQuery } from "@tanstack/react-query";
import { ZDomainAddresses } from "../../../../domain/schemas/auth";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { logError } from "../../../lib/session-log";

export async function getDomainAddresses(signal?: AbortSignal) {
  try {
    return await api.get("/auth/get-domain-addresses", { schema: ZDomainAddresses, signal });
  } catch (error) {
    logError("There was a problem fetching available domains", error);
    throw error;
  }
}

export const useDomainAddresses = () =>
  useQuery({
    queryKey: queryKeys.auth.domains,
    queryFn: ({ signal }) => getDomainAddresses(signal),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });
