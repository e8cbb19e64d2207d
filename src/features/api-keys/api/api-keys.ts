import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type ApiKey,
  type CreateApiKeyRequest,
  ZApiKey,
  ZApiKeyList,
  ZRevealApiKeyResponse,
} from "../../../../domain/schemas/api-key";
import { api } from "../../../lib/api-client";
import { hostRead } from "../../../lib/host-read";
import { useRemoveFromList } from "../../../lib/list-mutations";

const base = (host: string) => `/accounts/${encodeURIComponent(host)}/api-keys`;
const apiKeysQueryKey = (host: string) => ["api-keys", host] as const;

export const useApiKeys = hostRead(apiKeysQueryKey, base, ZApiKeyList);

/** The whole key, for the clipboard only: the server records each reveal in the activity log. */
export const revealApiKey = (host: string, id: string) =>
  api
    .post(`${base(host)}/${encodeURIComponent(id)}/reveal`, undefined, {
      schema: ZRevealApiKeyResponse,
    })
    .then((answer) => answer.apiKey);

/** What the create form sends: the name in the body, the custom key (or "") in the query. */
export interface CreateApiKey extends CreateApiKeyRequest {
  apiKey: string;
}

export function useApiKeyMutations(host: string) {
  const client = useQueryClient();
  const key = apiKeysQueryKey(host);
  const settle = () => void client.invalidateQueries({ queryKey: key });
  /** An empty key asks the server to generate one. */
  const create = useMutation({
    mutationFn: ({ apiKey, ...body }: CreateApiKey) => {
      const query = apiKey ? `?apiKey=${encodeURIComponent(apiKey)}` : "";
      return api.post(`${base(host)}${query}`, body, { schema: ZApiKey });
    },
    onSuccess: (created) => {
      client.setQueryData<ApiKey[]>(key, (list) => [created, ...(list ?? [])]);
      settle();
    },
  });
  const remove = useRemoveFromList(key, (id) => `${base(host)}/${encodeURIComponent(id)}`);
  return { create, remove };
}
