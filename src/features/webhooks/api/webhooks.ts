import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CreateWebhookRequest,
  type UpdateWebhookRequest,
  type WebhookEndpoint,
  ZCreatedWebhookEndpoint,
  ZWebhookDeliveryList,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
  ZWebhookSecretResponse,
} from "../../../../domain/schemas/webhook";
import { api } from "../../../lib/api-client";
import { hostRead } from "../../../lib/host-read";
import { useRemoveFromList } from "../../../lib/list-mutations";

const base = (host: string) => `/accounts/${encodeURIComponent(host)}/webhooks`;
const one = (host: string, id: string) => `${base(host)}/${encodeURIComponent(id)}`;
const webhooksKey = (host: string) => ["webhooks", host] as const;
const deliveriesKey = (host: string, id: string) => ["webhooks", host, id, "deliveries"] as const;

export const useWebhooks = hostRead(webhooksKey, base, ZWebhookEndpointList);

/** A pending delivery is retried by the server: the open log follows it. */
const LOG_REFRESH_MS = 3000;

export const useWebhookDeliveries = (host: string, id: string | null) =>
  useQuery({
    queryKey: deliveriesKey(host, id ?? ""),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      api.get(`${one(host, id ?? "")}/deliveries`, { schema: ZWebhookDeliveryList, signal }),
    refetchInterval: LOG_REFRESH_MS,
  });

export function useWebhookMutations(host: string) {
  const client = useQueryClient();
  const key = webhooksKey(host);
  const replace = (endpoint: WebhookEndpoint) =>
    client.setQueryData<WebhookEndpoint[]>(key, (list) =>
      list?.some((e) => e.id === endpoint.id)
        ? list.map((e) => (e.id === endpoint.id ? endpoint : e))
        : [...(list ?? []), endpoint],
    );
  const settle = () => void client.invalidateQueries({ queryKey: key });

  const create = useMutation({
    mutationFn: (body: CreateWebhookRequest) =>
      api.post(base(host), body, { schema: ZCreatedWebhookEndpoint }),
    onSuccess: ({ secret: _secret, ...endpoint }) => {
      replace(endpoint);
      settle();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: UpdateWebhookRequest & { id: string }) =>
      api.patch(one(host, id), body, { schema: ZWebhookEndpoint }),
    onSuccess: (endpoint) => {
      replace(endpoint);
      settle();
    },
  });
  const rotate = useMutation({
    mutationFn: (id: string) =>
      api.post(`${one(host, id)}/rotate-secret`, undefined, { schema: ZWebhookSecretResponse }),
  });
  const remove = useRemoveFromList(key, (id) => one(host, id));
  const resend = useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      api.post(`${one(host, endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`),
    onSuccess: (_r, { endpointId }) =>
      void client.invalidateQueries({ queryKey: deliveriesKey(host, endpointId) }),
  });
  return { create, update, rotate, remove, resend };
}
