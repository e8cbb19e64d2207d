import { useQuery } from "@tanstack/react-query";
import type { DomainAddress } from "../../../../domain/schemas/auth";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { logError } from "../../../lib/session-log";

export async function getDomainAddresses(signal?: AbortSignal) {
  try {
    // Not parsed again here: the server's serializer already holds this reply to
    // ZDomainAddresses, and parsing it would load zod for the login screen's first paint.
    return await api.get<DomainAddress[]>("/auth/get-domain-addresses", { signal });
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
