import { Box, EmptyState, Flex, Skeleton, Stack } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ActivityPage } from "../../../../domain/schemas/activity";
import { ActivityIcon, NoResultsIcon } from "../../../components/icons";
import { ListLoadError } from "../../../components/ListStates";
import { ActivityEntryItem } from "./ActivityEntryItem";

/**
 * The entries of one page, or its loading, error and empty states; `filtered` says the empty
 * state is the filters' doing, not an empty log.
 */
export function ActivityList({
  query,
  filtered,
}: {
  query: UseQueryResult<ActivityPage>;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const { data } = query;

  if (query.isPending) {
    return (
      <Stack gap="0" role="status" aria-busy="true" aria-label={t("common.loading")}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Flex key={i} gap="3" px={{ base: "4", md: "5" }} py="4" align="center">
            <Skeleton boxSize="8" borderRadius="full" />
            <Stack flex="1" gap="2">
              <Skeleton height="3.5" width={`${70 - i * 8}%`} />
              <Skeleton height="3" width="30%" />
            </Stack>
          </Flex>
        ))}
      </Stack>
    );
  }

  if (query.isError && !data) {
    return (
      <Box p={{ base: "4", md: "5" }}>
        <ListLoadError
          title={t("activity.log.errorTitle")}
          hint={t("activity.log.errorHint")}
          onRetry={() => query.refetch()}
        />
      </Box>
    );
  }

  if (!data?.items.length && filtered) {
    return (
      <EmptyState.Root role="status" data-testid="activity-no-match">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <NoResultsIcon />
          </EmptyState.Indicator>
          <EmptyState.Title>{t("activity.filters.noMatch")}</EmptyState.Title>
          <EmptyState.Description maxWidth="md">
            {t("activity.filters.noMatchHint")}
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  if (!data?.items.length) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <ActivityIcon />
          </EmptyState.Indicator>
          <EmptyState.Title>{t("activity.log.empty")}</EmptyState.Title>
          <EmptyState.Description maxWidth="md">
            {t("activity.log.emptyHint")}
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  // One clock per render keeps every "minutes ago" consistent.
  const now = new Date();
  return (
    <Stack
      as="ul"
      listStyleType="none"
      gap="0"
      // Lines between entries drawn by the items: a separator element would be a <div> in the
      // <ul>, which screen readers (and axe's list rule) do not allow.
      css={{ "& > li + li": { borderTopWidth: "1px", borderColor: "border" } }}
      aria-label={t("activity.log.regionLabel")}
      opacity={query.isPlaceholderData ? 0.6 : 1}
      transition="opacity 0.15s"
    >
      {data.items.map((entry) => (
        <ActivityEntryItem key={entry.id} entry={entry} now={now} />
      ))}
    </Stack>
  );
}
