import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { WebhookDelivery, WebhookEndpoint } from "../../../../domain/schemas/webhook";
import { DialogShell } from "../../../components/DialogShell";
import { ActivityIcon } from "../../../components/icons";
import { ListQueryStates } from "../../../components/ListStates";
import { RowList } from "../../../components/RowList";
import { toaster } from "../../../components/toaster";
import { useWebhookDeliveries, useWebhookMutations } from "../api/webhooks";
import { useDateTime } from "../lib/format";
import { detailText } from "./WebhookRow";

const STATUS_PALETTE = { pending: "orange", delivered: "green", failed: "red", cancelled: "gray" };

/** An endpoint's latest deliveries: each one's attempts (status, duration) and Resend. */
export function DeliveryLogDialog({
  host,
  endpoint,
  onClose,
}: {
  host: string;
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useWebhookDeliveries(host, endpoint?.id ?? null);
  const { resend } = useWebhookMutations(host);
  const list = query.data ?? [];
  const onResend = (delivery: WebhookDelivery) =>
    endpoint &&
    resend.mutate(
      { endpointId: endpoint.id, deliveryId: delivery.id },
      {
        onSuccess: () => toaster.create({ type: "success", title: t("webhooks.log.resent") }),
        onError: () => toaster.create({ type: "error", title: t("webhooks.errors.resend") }),
      },
    );

  return (
    <DialogShell
      open={endpoint !== null}
      onClose={onClose}
      size="lg"
      title={t("webhooks.log.title")}
      subtitle={endpoint?.name}
      closeButton={{ label: t("webhooks.close") }}
      testId="webhook-log"
    >
      <Stack gap="3">
        <ListQueryStates
          query={query}
          count={list.length}
          skeleton={{ rows: 3, height: "14" }}
          errorTitle={t("webhooks.errors.log")}
          empty={{
            icon: <ActivityIcon />,
            title: t("webhooks.log.empty"),
            hint: t("webhooks.log.emptyHint"),
          }}
        />
        {list.length > 0 && (
          <RowList>
            {list.map((d) => (
              <DeliveryRow key={d.id} delivery={d} onResend={onResend} busy={resend.isPending} />
            ))}
          </RowList>
        )}
      </Stack>
    </DialogShell>
  );
}

function DeliveryRow({
  delivery,
  onResend,
  busy,
}: {
  delivery: WebhookDelivery;
  onResend: (d: WebhookDelivery) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const when = useDateTime();
  const last = delivery.attempts.at(-1);
  return (
    <HStack as="li" px="3" py="2.5" gap="3" align="flex-start" data-testid="webhook-delivery">
      <Stack gap="1" flex="1" minWidth="0">
        <HStack gap="2" wrap="wrap">
          <Text fontFamily="mono" fontSize="sm" fontWeight="medium">
            {delivery.type}
          </Text>
          <Badge
            colorPalette={STATUS_PALETTE[delivery.status]}
            variant="subtle"
            data-testid="webhook-delivery-status"
          >
            {t(`webhooks.log.status.${delivery.status}`)}
          </Badge>
        </HStack>
        {delivery.subject && (
          <Text fontSize="sm" lineClamp={1} data-testid="webhook-delivery-subject">
            {delivery.subject}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          {when(delivery.createdUtc)}
        </Text>
        {last ? (
          <Text fontSize="sm" data-testid="webhook-delivery-attempt">
            {t("webhooks.log.attempt", {
              attempt: last.attempt,
              result:
                last.statusCode !== null
                  ? `HTTP ${last.statusCode}`
                  : detailText(t, last.error ?? "network"),
              ms: last.durationMs,
              time: when(last.attemptedUtc),
            })}
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t("webhooks.log.notYet")}
          </Text>
        )}
        {delivery.nextAttemptUtc && last && (
          <Text fontSize="xs" color="fg.muted">
            {t("webhooks.log.next", { time: when(delivery.nextAttemptUtc) })}
          </Text>
        )}
      </Stack>
      {delivery.status !== "cancelled" && (
        <Button size="xs" variant="outline" disabled={busy} onClick={() => onResend(delivery)}>
          {t("webhooks.log.resend")}
        </Button>
      )}
    </HStack>
  );
}
