import { Badge, Button, EmptyState, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Countdown } from "../../../../domain/schemas/channel-editors";
import { DeleteConfirmDialog, useDeleteConfirmation } from "../../../components/DeleteConfirmation";
import { PlusIcon } from "../../../components/icons";
import { ListLoadError } from "../../../components/ListStates";
import { RowActions } from "../../../components/RowActions";
import { toaster } from "../../../components/toaster";
import { ApiError } from "../../../lib/api-client";
import { useCountdownMutations, useCountdowns } from "../api/channel-editors";
import {
  toCountdownInput,
  toLocalInput,
  type CountdownForm as Values,
} from "../lib/countdown-form";
import type { WidgetPanelProps } from "../lib/widget-props";
import { CountdownForm } from "./CountdownForm";

type Status = "upcoming" | "running" | "ended";
const statusOf = (c: Countdown, now: number): Status =>
  now < Date.parse(c.start) ? "upcoming" : now < Date.parse(c.end) ? "running" : "ended";
const STATUS_COLOR: Record<Status, string> = { upcoming: "blue", running: "green", ended: "gray" };

function emptyValues(): Values {
  const start = new Date(Date.now() + 60 * 60 * 1000);
  start.setMinutes(0, 0, 0);
  const end = new Date(start.getTime() + 90 * 60 * 1000);
  return {
    title: "",
    start: toLocalInput(start.toISOString()),
    end: toLocalInput(end.toISOString()),
  };
}

/** Countdown widget: list, create, edit, delete. */
export function CountdownPanel({ host, channelId, editable }: WidgetPanelProps) {
  const { t, i18n } = useTranslation();
  const query = useCountdowns(host, channelId);
  const { create, update, remove } = useCountdownMutations(host, channelId);
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const confirm = useDeleteConfirmation(remove, (countdown: Countdown) => countdown.id, {
    error: t("channelEditors.errors.countdownDelete"),
  });
  const format = new Intl.DateTimeFormat(i18n.language === "no" ? "nb-NO" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const now = Date.now();

  const failed = (key: "countdownCreate" | "countdownUpdate") => (error: unknown) => {
    if (!(error instanceof ApiError && error.errorKey === "countdown-dates-invalid")) {
      toaster.create({ type: "error", title: t(`channelEditors.errors.${key}`) });
    }
    throw error;
  };

  if (query.isPending) return <Skeleton height="24" borderRadius="l2" />;
  if (query.isError)
    return (
      <ListLoadError
        title={t("channelEditors.errors.countdownFetch")}
        onRetry={() => query.refetch()}
      />
    );

  const countdowns = query.data;

  return (
    <Stack gap="3">
      {countdowns.length === 0 && editing !== "new" && (
        <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderRadius="l2">
          <EmptyState.Content>
            <EmptyState.Title>{t("channelEditors.countdown.empty")}</EmptyState.Title>
            <EmptyState.Description>
              {t("channelEditors.countdown.emptyHint")}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      {countdowns.length > 0 && (
        <Stack as="ul" gap="2" aria-label={t("channelEditors.countdown.list")}>
          {countdowns.map((c) =>
            editing === c.id ? (
              <li key={c.id}>
                <CountdownForm
                  initial={{
                    title: c.title,
                    start: toLocalInput(c.start),
                    end: toLocalInput(c.end),
                  }}
                  submitText={t("channelEditors.save")}
                  onCancel={() => setEditing(null)}
                  onSubmit={(values) =>
                    update.mutateAsync({ id: c.id, ...toCountdownInput(values) }).then(() => {
                      toaster.create({
                        type: "success",
                        title: t("channelEditors.countdown.saved"),
                      });
                      setEditing(null);
                    }, failed("countdownUpdate"))
                  }
                />
              </li>
            ) : (
              <HStack
                as="li"
                key={c.id}
                data-testid="countdown-row"
                px="3"
                py="2"
                borderWidth="1px"
                borderRadius="l2"
                gap="3"
                align="center"
              >
                <Stack gap="0.5" flex="1" minWidth="0">
                  <HStack gap="2">
                    <Text fontWeight="medium" truncate>
                      {c.title}
                    </Text>
                    <Badge size="sm" colorPalette={STATUS_COLOR[statusOf(c, now)]}>
                      {t(`channelEditors.countdown.status.${statusOf(c, now)}`)}
                    </Badge>
                  </HStack>
                  <Text fontSize="xs" color="fg.muted">
                    {format.formatRange(new Date(c.start), new Date(c.end))}
                  </Text>
                </Stack>
                {editable && (
                  <RowActions
                    editLabel={t("channelEditors.countdown.edit", { title: c.title })}
                    deleteLabel={t("channelEditors.countdown.delete", { title: c.title })}
                    onEdit={() => setEditing(c.id)}
                    onDelete={() => confirm.ask(c)}
                  />
                )}
              </HStack>
            ),
          )}
        </Stack>
      )}
      {editing === "new" ? (
        <CountdownForm
          initial={emptyValues()}
          submitText={t("channelEditors.countdown.create")}
          onCancel={() => setEditing(null)}
          onSubmit={(values) =>
            create.mutateAsync(toCountdownInput(values)).then(() => {
              toaster.create({ type: "success", title: t("channelEditors.countdown.created") });
              setEditing(null);
            }, failed("countdownCreate"))
          }
        />
      ) : (
        editable && (
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => setEditing("new")}
          >
            <PlusIcon />
            {t("channelEditors.countdown.add")}
          </Button>
        )
      )}
      <DeleteConfirmDialog
        confirmation={confirm}
        texts="channelEditors.countdown.confirmDelete"
        values={{ title: confirm.deleting?.title ?? "" }}
      />
    </Stack>
  );
}
