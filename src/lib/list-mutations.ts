import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./api-client";

/**
 * DELETE of one item of a cached list: the item leaves the list at once, and the list is then
 * fetched again, as the server may have changed more than that one item.
 */
export function useRemoveFromList(listKey: QueryKey, urlOf: (id: string) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(urlOf(id)),
    onSuccess: (_answer, id) => {
      client.setQueryData<{ id: string }[]>(listKey, (list) =>
        list?.filter((item) => item.id !== id),
      );
      void client.invalidateQueries({ queryKey: listKey });
    },
  });
}
