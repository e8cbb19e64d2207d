import { Badge, Button, HStack, Stack, Switch, Text, Wrap } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { WebhookEndpoint } from "../../../../domain/schemas/webhook";
import { AlertCircleIcon, EditIcon, KeyIcon } from "../../../components/icons";
import { DeleteButton, RowIconButton } from "../../../components/RowActions";
import { useDateTime } from "../lib/format";

export interface WebhookRowProps {
  endpoint: WebhookEndpoint;
  onToggle: (endpoint: WebhookEndpoint, enabled: boolean) => void;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onRotate: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
  onLog: (endpoint: WebhookEndpoint) => void;
}

/** One endpoint: name, URL, state (with why the server switched it off), events and actions. */
export function WebhookRow(props: WebhookRowProps) {
  const { endpoint, onToggle, onEdit, onRotate, onDelete, onLog } = props;
  const { t } = useTranslation();
  const when = useDateTime();
  const state = endpoint.enabled ? "on" : endpoint.disabled ? "disabled" : "off";
  const palette = { on: "green", off: "gray", disabled: "red" }[state];
  const label = (action: string) => t(`webhooks.actions.${action}`, { name: endpoint.name });

  return (
    <Stack as="li" data-testid="webhook-row" px={{ base: "3", md: "4" }} py="3" gap="2">
      <HStack gap="3" align="flex-start">
        <Stack gap="1" flex="1" minWidth="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" truncate maxWidth="100%" data-testid="webhook-name">
              {endpoint.name}
            </Text>
            <Badge colorPalette={palette} variant="subtle" data-testid="webhook-state">
              {t(`webhooks.state.${state}`)}
            </Badge>
          </HStack>
          <Text fontFamily="mono" fontSize="sm" color="fg.muted" wordBreak="break-all">
            {endpoint.url}
          </Text>
        </Stack>
        <Switch.Root
          checked={endpoint.enabled}
          onCheckedChange={(e) => onToggle(endpoint, e.checked)}
        >
          <Switch.HiddenInput aria-label={label("toggle")} />
          <Switch.Control />
        </Switch.Root>
      </HStack>
      {endpoint.disabled && (
        <HStack
          gap="2"
          color="fg.error"
          fontSize="sm"
          align="flex-start"
          data-testid="webhook-disabled-reason"
        >
          <AlertCircleIcon />
          <Text>
            {t("webhooks.disabledReason", {
              date: when(endpoint.disabled.disabledUtc),
              detail: endpoint.disabled.detail ? detailText(t, endpoint.disabled.detail) : "—",
            })}
          </Text>
        </HStack>
      )}
      <Wrap gap="1.5">
        {endpoint.events.map((type) => (
          <Badge key={type} variant="outline" fontFamily="mono" fontWeight="normal">
            {type}
          </Badge>
        ))}
      </Wrap>
      <HStack gap="1" wrap="wrap" justify="flex-end">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onLog(endpoint)}
          aria-label={label("log")}
        >
          {t("webhooks.log.open")}
        </Button>
        <RowIconButton label={label("edit")} onClick={() => onEdit(endpoint)}>
          <EditIcon />
        </RowIconButton>
        <RowIconButton label={label("rotate")} onClick={() => onRotate(endpoint)}>
          <KeyIcon />
        </RowIconButton>
        <DeleteButton label={label("delete")} onClick={() => onDelete(endpoint)} />
      </HStack>
    </Stack>
  );
}

/** "status-500" reads "HTTP 500"; the other failures have their own words. */
export function detailText(t: (key: string) => string, detail: string): string {
  const status = /^status-(\d+)$/.exec(detail);
  if (status) return `HTTP ${status[1]}`;
  return t(`webhooks.failures.${detail}`);
}
