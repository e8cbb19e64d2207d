import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Tag, ZTag, ZTagList } from "../../../../domain/schemas/tag";
import { api } from "../../../lib/api-client";
import { hostRead } from "../../../lib/host-read";
import { useRemoveFromList } from "../../../lib/list-mutations";
import { queryKeys } from "../../../lib/query-keys";

const base = (host: string) => `/tags/${encodeURIComponent(host)}`;

export const useTags = hostRead(queryKeys.tags, base, ZTagList);

const byName = (a: Tag, b: Tag) => a.name.localeCompare(b.name);

export function useTagMutations(host: string) {
  const client = useQueryClient();
  const key = queryKeys.tags(host);
  const settle = () => void client.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: (name: string) => api.post(base(host), { name: name.trim() }, { schema: ZTag }),
    onSuccess: (tag) => {
      client.setQueryData<Tag[]>(key, (list) => (list ? [...list, tag].sort(byName) : [tag]));
      settle();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.put(`${base(host)}/${encodeURIComponent(id)}`, { name: name.trim() }, { schema: ZTag }),
    onSuccess: (tag) => {
      client.setQueryData<Tag[]>(key, (list) =>
        list?.map((t) => (t.id === tag.id ? tag : t)).sort(byName),
      );
      settle();
    },
  });
  const remove = useRemoveFromList(key, (id) => `${base(host)}/${encodeURIComponent(id)}`);
  return { create, update, remove };
}
