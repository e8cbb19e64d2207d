import { Badge, Box, Button, EmptyState, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { plainText } from "../../../../domain/content/schema";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { DraftsEmptyIcon } from "../../../components/icons";
import { Notice } from "../../../components/Notice";
import { toaster } from "../../../components/toaster";
import { ApiError } from "../../../lib/api-client";
import type { LocalDraftStatus } from "../../../lib/local-data";
import { queryKeys } from "../../../lib/query-keys";
import { StaleVersionError } from "../../../lib/stale-version";
import { cancelSchedule, deleteDraft, publishDraft, scheduleDraft } from "../api/drafts";
import { type DraftItem, useDraftItems } from "../hooks/use-drafts";
import { discardLocal, retryLocal } from "../lib/outbox";
import { ConflictView, ScheduleForm } from "./DraftParts";

export interface DraftsListProps {
  host: string;
  channelId: string;
  onEdit: (item: DraftItem) => void;
  /** After a publish: the feed should refresh. */
  onPublished?: () => void;
}

const STATUS_PALETTE: Record<LocalDraftStatus, string> = {
  queued: "orange",
  syncing: "blue",
  synced: "green",
  conflict: "red",
  failed: "red",
};

const formatWhen = (iso: string, lang: string) =>
  new Date(iso).toLocaleString(lang === "no" ? "nb-NO" : "en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });

/** The Drafts tab: own drafts with edit, publish now, schedule, cancel schedule, delete. */
export function DraftsList({ host, channelId, onEdit, onPublished }: DraftsListProps) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { query, items } = useDraftItems(host, channelId);
  const [scheduling, setScheduling] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<DraftItem | null>(null);

  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.drafts(host, channelId) });
  const offline = () => typeof navigator !== "undefined" && navigator.onLine === false;

  const run = async (item: DraftItem, failKey: string, fn: () => Promise<unknown>, ok?: string) => {
    if (offline()) {
      toaster.create({ type: "warning", title: t("drafts.offlineAction") });
      return false;
    }
    setBusy(item.localId);
    try {
      await fn();
      if (ok) toaster.create({ type: "success", title: ok });
      await refresh();
      return true;
    } catch (e) {
      const title =
        e instanceof StaleVersionError
          ? t("errors.stale-version")
          : e instanceof ApiError && e.errorKey === "schedule-in-past"
            ? t("errors.schedule-in-past")
            : t(failKey);
      toaster.create({ type: "error", title });
      await refresh();
      return false;
    } finally {
      setBusy(null);
    }
  };

  const ref = (item: DraftItem) => ({ id: item.serverId ?? "", version: item.version ?? 1 });

  if (query.isPending && items.length === 0) {
    return (
      <Stack gap="3">
        {[0, 1].map((i) => (
          <Skeleton key={i} height="24" rounded="lg" />
        ))}
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-label={t("suite.tabs.drafts")} gap="3" maxWidth="4xl">
      {query.isError && items.length === 0 && (
        <Notice status="error" title={t("drafts.loadFailed")} />
      )}
      {items.length === 0 && !query.isError ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg" bg="bg">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <DraftsEmptyIcon boxSize="8" />
            </EmptyState.Indicator>
            <EmptyState.Title>{t("drafts.empty")}</EmptyState.Title>
            <EmptyState.Description>{t("drafts.emptyHint")}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        items.map((item) => {
          const synced = !!item.serverId && (item.status === null || item.status === "synced");
          // What the server says this user may do with this draft; one written on this device
          // and not sent yet is the writer's own, to edit and delete.
          const may = item.server?.abilities;
          const excerpt = item.input.content ? plainText(item.input.content).slice(0, 240) : "";
          return (
            <Box
              key={item.localId}
              as="article"
              aria-label={item.input.title || t("posts.feed.untitled")}
              data-draft-id={item.serverId ?? undefined}
              bg="bg"
              borderWidth="1px"
              rounded="lg"
              p={{ base: "3", md: "4" }}
              borderColor={item.status === "conflict" ? "red.solid" : "border"}
            >
              <HStack justify="space-between" align="start" gap="2" wrap="wrap">
                <Stack gap="1" minWidth="0" flex="1">
                  <HStack gap="1.5" wrap="wrap">
                    {item.status && (
                      <Badge
                        colorPalette={STATUS_PALETTE[item.status]}
                        size="sm"
                        data-testid="draft-status"
                      >
                        {t(`drafts.status.${item.status}`)}
                      </Badge>
                    )}
                    {item.scheduledUtc && (
                      <Badge colorPalette="purple" size="sm" variant="subtle">
                        {t("drafts.scheduledFor", {
                          when: formatWhen(item.scheduledUtc, i18n.language),
                        })}
                      </Badge>
                    )}
                    <Text fontSize="xs" color="fg.muted">
                      {formatWhen(item.updatedUtc, i18n.language)}
                      {item.authorName ? ` · ${item.authorName}` : ""}
                    </Text>
                  </HStack>
                  <Text as="h3" fontWeight="bold" fontSize="md">
                    {item.input.title || t("posts.feed.untitled")}
                  </Text>
                  {excerpt && (
                    <Text fontSize="sm" color="fg.muted" lineClamp={3}>
                      {excerpt}
                    </Text>
                  )}
                  {item.status === "failed" && (
                    <Text fontSize="sm" color="fg.error">
                      {item.error &&
                        t(`errors.${item.error}`, { defaultValue: t("drafts.syncFailed") })}
                    </Text>
                  )}
                </Stack>
              </HStack>
              <HStack gap="2" mt="3" wrap="wrap">
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => onEdit(item)}
                  disabled={item.status === "conflict" || may?.edit === false}
                >
                  {t("drafts.edit")}
                </Button>
                {synced && may?.publish && (
                  <Button
                    size="xs"
                    colorPalette="brand"
                    loading={busy === item.localId}
                    onClick={() =>
                      void run(
                        item,
                        "drafts.failed.publish",
                        () => publishDraft(host, channelId, ref(item)),
                        t("drafts.published"),
                      ).then((ok) => ok && onPublished?.())
                    }
                  >
                    {t("drafts.publishNow")}
                  </Button>
                )}
                {synced && may?.schedule && !item.scheduledUtc && (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setScheduling(scheduling === item.localId ? null : item.localId)}
                  >
                    {t("drafts.schedule.open")}
                  </Button>
                )}
                {synced && may?.schedule && item.scheduledUtc && (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() =>
                      void run(item, "drafts.failed.schedule", () =>
                        cancelSchedule(host, channelId, ref(item)),
                      )
                    }
                  >
                    {t("drafts.cancelSchedule")}
                  </Button>
                )}
                {item.status === "failed" && (
                  <Button size="xs" variant="outline" onClick={() => void retryLocal(item.localId)}>
                    {t("common.retry")}
                  </Button>
                )}
                {(may?.delete ?? true) && (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    ms="auto"
                    onClick={() => setConfirm(item)}
                  >
                    {t("drafts.delete")}
                  </Button>
                )}
              </HStack>
              {scheduling === item.localId && (
                <ScheduleForm
                  busy={busy === item.localId}
                  onCancel={() => setScheduling(null)}
                  onSchedule={(when) =>
                    void run(
                      item,
                      "drafts.failed.schedule",
                      () => scheduleDraft(host, channelId, ref(item), when.toISOString()),
                      t("drafts.scheduled"),
                    ).then((ok) => ok && setScheduling(null))
                  }
                />
              )}
              {item.status === "conflict" && <ConflictView item={item} />}
            </Box>
          );
        })
      )}
      <ConfirmDialog
        open={!!confirm}
        title={t("drafts.deleteTitle")}
        description={t("drafts.deleteBody")}
        confirmText={t("drafts.delete")}
        cancelText={t("posts.cancel")}
        destructive
        loading={!!confirm && busy === confirm.localId}
        onConfirm={() => {
          const item = confirm;
          if (!item) return;
          if (!item.serverId) {
            void discardLocal(item.localId).then(() => setConfirm(null));
            return;
          }
          void run(
            item,
            "drafts.failed.delete",
            async () => {
              await deleteDraft(host, channelId, ref(item));
              await discardLocal(item.localId);
            },
            t("drafts.deleted"),
          ).then(() => setConfirm(null));
        }}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}
