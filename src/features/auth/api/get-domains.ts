import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";
import { getDomainAddresses } from "./domain-addresses";

export const useDomainAddresses = () =>
  useQuery({
    queryKey: queryKeys.auth.domains,
    queryFn: ({ signal }) => getDomainAddresses(signal),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });
