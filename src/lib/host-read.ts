import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "./api-client";

/**
 * The hook that reads an account's resource from `url(host)`, checked by its schema, under
 * `key(host)`: the key the resource's writes update.
 */
export function hostRead<T>(
  key: (host: string) => readonly unknown[],
  url: (host: string) => string,
  schema: z.ZodType<T>,
) {
  const query = (host: string) =>
    queryOptions({
      queryKey: key(host),
      queryFn: ({ signal }) => api.get(url(host), { schema, signal }),
    });
  return (host: string) => useQuery(query(host));
}
