import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type Extension,
  type ExtensionRequest,
  ZExtension,
  ZExtensionList,
} from "../../../../domain/schemas/extension";
import { api } from "../../../lib/api-client";
import { hostRead } from "../../../lib/host-read";
import { useRemoveFromList } from "../../../lib/list-mutations";

const base = (host: string) => `/extensions/${encodeURIComponent(host)}`;

const extensionsQueryKey = (host: string) => ["extensions", host] as const;

export const useExtensions = hostRead(extensionsQueryKey, base, ZExtensionList);

export function useExtensionMutations(host: string) {
  const client = useQueryClient();
  const key = extensionsQueryKey(host);
  const settle = () => void client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ExtensionRequest }) =>
      id
        ? api.put(`${base(host)}/${encodeURIComponent(id)}`, input, { schema: ZExtension })
        : api.post(base(host), input, { schema: ZExtension }),
    onSuccess: (saved) => {
      client.setQueryData<Extension[]>(key, (list) => {
        if (!list) return [saved];
        return list.some((e) => e.id === saved.id)
          ? list.map((e) => (e.id === saved.id ? saved : e))
          : [...list, saved];
      });
      settle();
    },
  });
  const remove = useRemoveFromList(key, (id) => `${base(host)}/${encodeURIComponent(id)}`);
  const toggle = useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      api.put(
        `${base(host)}/${encodeURIComponent(id)}/enabled`,
        { enabled },
        { schema: ZExtension },
      ),
    onSuccess: (saved) => {
      client.setQueryData<Extension[]>(key, (list) =>
        list?.map((e) => (e.id === saved.id ? saved : e)),
      );
      // The editor's running extensions follow the switch.
      void client.invalidateQueries({ queryKey: ["extension-runtime", host] });
      settle();
    },
  });
  return { save, remove, toggle };
}
