import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CreateWebhookRequest, WebhookEndpoint } from "../../../../domain/schemas/webhook";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { DeleteConfirmDialog, useDeleteConfirmation } from "../../../components/DeleteConfirmation";
import { PlusIcon, SendIcon } from "../../../components/icons";
import { FramedList, ListHeading, ListQueryStates } from "../../../components/ListStates";
import { toaster } from "../../../components/toaster";
import { useWebhookMutations, useWebhooks } from "../api/webhooks";
import { serverUrlProblem } from "../lib/webhook-form";
import { DeliveryLogDialog } from "./DeliveryLogDialog";
import { SecretNotice } from "./SecretNotice";
import { WebhookFormDialog } from "./WebhookFormDialog";
import { WebhookRow } from "./WebhookRow";

/**
 * The account's webhook endpoints (docs/webhooks.md), under its API keys: list with state,
 * create and edit, the secret shown once, rotate, delete, and each one's delivery log.
 */
export function WebhooksSection({ host }: { host: string }) {
  const { t } = useTranslation();
  const query = useWebhooks(host);
  const { create, update, rotate, remove } = useWebhookMutations(host);
  const endpoints = query.data ?? [];
  /** The form: closed, a new endpoint (null), or one being edited. */
  const [editing, setEditing] = useState<WebhookEndpoint | null | undefined>(undefined);
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const confirmDelete = useDeleteConfirmation(remove, (e: WebhookEndpoint) => e.id, {
    deleted: () => ({ type: "success", title: t("webhooks.deleted") }),
    error: t("webhooks.errors.delete"),
  });

  const failed = (title: string) => (error: unknown) => {
    if (!serverUrlProblem(error)) toaster.create({ type: "error", title });
    throw error;
  };

  const submit = (values: Required<CreateWebhookRequest>) =>
    editing
      ? update.mutateAsync({ id: editing.id, ...values }).then(
          () => {
            setEditing(undefined);
            toaster.create({ type: "success", title: t("webhooks.saved") });
          },
          failed(t("webhooks.errors.save")),
        )
      : create.mutateAsync(values).then(
          (created) => {
            setEditing(undefined);
            setSecret({ name: created.name, secret: created.secret });
          },
          failed(t("webhooks.errors.create")),
        );

  const toggle = (endpoint: WebhookEndpoint, enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, enabled },
      { onError: () => toaster.create({ type: "error", title: t("webhooks.errors.save") }) },
    );

  const confirmRotate = () => {
    const endpoint = rotating;
    if (!endpoint) return;
    rotate.mutate(endpoint.id, {
      onSuccess: (answer) => {
        setRotating(null);
        setSecret({ name: endpoint.name, secret: answer.secret });
      },
      onError: () => toaster.create({ type: "error", title: t("webhooks.errors.rotate") }),
    });
  };

  return (
    <Stack gap="3" as="section" aria-labelledby="webhooks-heading" data-testid="webhooks">
      <HStack gap="3" justify="space-between" wrap="wrap">
        <Stack gap="0.5" minWidth="0" flex="1">
          <Text as="h2" id="webhooks-heading" fontSize="lg" fontWeight="semibold">
            {t("webhooks.title")}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t("webhooks.subtitle")}
          </Text>
        </Stack>
        <Button colorPalette="brand" onClick={() => setEditing(null)}>
          <PlusIcon />
          {t("webhooks.add")}
        </Button>
      </HStack>

      {secret && (
        <SecretNotice
          key={secret.secret}
          secret={secret.secret}
          endpointName={secret.name}
          onDone={() => setSecret(null)}
        />
      )}

      <ListHeading title={t("webhooks.list")} count={query.data && endpoints.length} />
      <ListQueryStates
        query={query}
        count={endpoints.length}
        skeleton={{ rows: 1, height: "20" }}
        errorTitle={t("webhooks.errors.fetch")}
        empty={{ icon: <SendIcon />, title: t("webhooks.empty"), hint: t("webhooks.emptyHint") }}
      />
      {endpoints.length > 0 && (
        <FramedList aria-label={t("webhooks.list")}>
          {endpoints.map((endpoint) => (
            <WebhookRow
              key={endpoint.id}
              endpoint={endpoint}
              onToggle={toggle}
              onEdit={setEditing}
              onRotate={setRotating}
              onDelete={confirmDelete.ask}
              onLog={setLogOf}
            />
          ))}
        </FramedList>
      )}

      <WebhookFormDialog
        open={editing !== undefined}
        endpoint={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSubmit={submit}
      />
      <ConfirmDialog
        open={rotating !== null}
        title={t("webhooks.rotate.title")}
        description={t("webhooks.rotate.description", { name: rotating?.name ?? "" })}
        confirmText={t("webhooks.rotate.confirm")}
        cancelText={t("webhooks.cancel")}
        loading={rotate.isPending}
        onConfirm={confirmRotate}
        onClose={() => setRotating(null)}
      />
      <DeleteConfirmDialog
        confirmation={confirmDelete}
        texts="webhooks.confirmDelete"
        values={{ name: confirmDelete.deleting?.name ?? "" }}
      />
      <DeliveryLogDialog host={host} endpoint={logOf} onClose={() => setLogOf(null)} />
    </Stack>
  );
}
