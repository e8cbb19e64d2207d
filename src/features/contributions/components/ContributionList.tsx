import { Button, EmptyState, HStack, Skeleton, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CommentsEmptyIcon } from "../../../components/icons";
import { ListLoadError } from "../../../components/ListStates";
import { toaster } from "../../../components/toaster";
import { ApiError } from "../../../lib/api-client";
import { isStaleVersion } from "../../../lib/stale-version";
import {
  type ContributionFilter,
  type ContributionKind,
  type ModerationAction,
  useContributionMutations,
  useContributions,
} from "../api/contributions";
import { type ContributionHandlers, ContributionItem } from "./ContributionItem";

type FailureKey =
  | "fetch"
  | "publish"
  | "unpublish"
  | "delete"
  | "restore"
  | "edit"
  | "reply"
  | "deleteReply";

const FILTERS = ["all", "pending", "published"] as const;

/** The failure message for an action, as a toast; comment-not-found has its own. */
export function useFailureToast() {
  const { t } = useTranslation();
  return (key: FailureKey) => (error: unknown) => {
    const errorKey = error instanceof ApiError ? error.errorKey : null;
    const title =
      errorKey === "comment-not-found"
        ? t("contributions.errors.notFound")
        : isStaleVersion(error)
          ? t("contributions.errors.stale")
          : t(`contributions.errors.${key}`);
    toaster.create({ type: "error", title });
    throw error;
  };
}

/**
 * A list of comments or questions. `bin` lists deleted ones (restore); otherwise the
 * All / Pending / Published filters apply (Pending only for UCOtherContributions holders).
 */
export function ContributionList({
  host,
  channelId,
  kind,
  bin = false,
  seesPending,
}: {
  host: string;
  channelId: string;
  kind: ContributionKind;
  bin?: boolean;
  seesPending: boolean;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ContributionFilter>("all");
  const active: ContributionFilter = bin ? "deleted" : filter;
  const query = useContributions(host, channelId, kind, active);
  const mutations = useContributionMutations(host, channelId);
  const failed = useFailureToast();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = <T,>(id: string, key: FailureKey, job: () => Promise<T>) => {
    setBusyId(id);
    return job()
      .catch(failed(key))
      .finally(() => setBusyId(null));
  };
  const handlers: ContributionHandlers = {
    busy: (id) => busyId === id,
    moderate: (id, action: ModerationAction) =>
      run(id, action, () => mutations.moderate.mutateAsync({ id, action })).then(() => {
        if (action === "delete") {
          toaster.create({ type: "success", title: t("contributions.movedToBin") });
        }
      }),
    edit: (c, message) =>
      run(c.id, "edit", () =>
        mutations.edit.mutateAsync({ id: c.id, message, version: c.version }),
      ),
    reply: (id, message) => run(id, "reply", () => mutations.reply.mutateAsync({ id, message })),
    deleteReply: (id, replyId) =>
      run(id, "deleteReply", () => mutations.deleteReply.mutateAsync({ id, replyId })),
  };

  const filters = FILTERS.filter((f) => f !== "pending" || seesPending);

  return (
    <Stack gap="3">
      {!bin && (
        <HStack gap="1.5" role="group" aria-label={t("contributions.filtersLabel")} wrap="wrap">
          {filters.map((f) => (
            <Button
              key={f}
              size="xs"
              rounded="full"
              variant={filter === f ? "subtle" : "outline"}
              colorPalette={filter === f ? "brand" : "gray"}
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
            >
              {t(`contributions.filters.${f}`)}
            </Button>
          ))}
        </HStack>
      )}
      {/* A failed refetch (offline, a 5xx) keeps the last known list on screen under its error. */}
      {query.isError && (
        <ListLoadError title={t("contributions.errors.fetch")} onRetry={() => query.refetch()} />
      )}
      {query.isPending ? (
        <Stack gap="2" data-testid="contributions-loading">
          <Skeleton height="24" borderRadius="l3" />
          <Skeleton height="24" borderRadius="l3" />
        </Stack>
      ) : query.data === undefined ? null : query.data.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg" bg="bg">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <CommentsEmptyIcon boxSize="8" />
            </EmptyState.Indicator>
            <EmptyState.Title>
              {t(bin ? "contributions.empty.bin" : `contributions.empty.${kind}`)}
            </EmptyState.Title>
            <EmptyState.Description>
              {t(bin ? "contributions.empty.binHint" : "contributions.empty.hint")}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ul" gap="2.5" ps="0" aria-label={t(`contributions.tabs.${kind}s`)}>
          {query.data.map((item) => (
            <ContributionItem key={item.id} item={item} handlers={handlers} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
