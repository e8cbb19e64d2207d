import { Badge, Box, Container, Heading, HStack, Skeleton, Text } from "@chakra-ui/react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { ChannelOverview } from "../../../domain/schemas/channel";
import { TabLink } from "../../components/TabLink";

interface Tab {
  key: string;
  label: string;
  to: string;
  end?: boolean;
  count?: number;
}

interface Props {
  /** The suite's path: the editorial tab, and the others under it. */
  base: string;
  /** The channel's name, once known. */
  name: string | undefined;
  /** Why there is no channel to show, if there is none. */
  problem: "offline" | "fetch" | null;
  /** Below the feed's width the feed is a tab of its own. */
  narrow: boolean;
  /** Whether the Comments tab is there. */
  comments: boolean;
  counts: ChannelOverview | undefined;
}

/**
 * The channel's name, counts and tabs. Memoized on plain values: the layout re-renders on each
 * state of the live stream and the outbox, which this part does not show.
 */
export const SuiteHeading = memo(function SuiteHeading({
  base,
  name,
  problem,
  narrow,
  comments,
  counts,
}: Props) {
  const { t } = useTranslation();
  const tabs: Tab[] = [
    ...(narrow
      ? [{ key: "feed", label: t("suite.tabs.feed"), to: `${base}/feed`, count: counts?.posts }]
      : []),
    { key: "editorial", label: t("suite.tabs.editorial"), to: base, end: true },
    ...(comments
      ? [
          {
            key: "comments",
            label: t("suite.tabs.comments"),
            to: `${base}/user-contribution`,
            count: counts?.pendingContributions,
          },
        ]
      : []),
    { key: "drafts", label: t("suite.tabs.drafts"), to: `${base}/drafts`, count: counts?.drafts },
  ];

  return (
    <Box bg="bg" borderBottomWidth="1px">
      <Container maxWidth="7xl" px={{ base: "4", md: "6" }} pt={{ base: "4", md: "6" }}>
        <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
          {t("suite.title")}
        </Text>
        <HStack justify="space-between" align="end" wrap="wrap" gap="2" mt="1">
          {name ? (
            <Heading as="h1" size={{ base: "xl", md: "2xl" }} letterSpacing="-0.02em">
              {name}
            </Heading>
          ) : problem ? (
            <Heading as="h1" size={{ base: "xl", md: "2xl" }} color="fg.muted">
              {problem === "offline" ? t("suite.errors.notOffline") : t("suite.errors.fetch")}
            </Heading>
          ) : (
            <Skeleton height="8" width="60" />
          )}
          {counts && (
            <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap" data-testid="suite-counts">
              <Text>{t("suite.counts.posts", { count: counts.posts })}</Text>
              <Text>{t("suite.counts.drafts", { count: counts.drafts })}</Text>
              {counts.scheduled > 0 && (
                <Text>{t("suite.counts.scheduled", { count: counts.scheduled })}</Text>
              )}
            </HStack>
          )}
        </HStack>
        {!problem && (
          <HStack as="nav" aria-label={t("suite.tabsLabel")} gap="1" mt="4" overflowX="auto">
            {tabs.map((tab) => (
              <TabLink key={tab.key} to={tab.to} end={tab.end}>
                {tab.label}
                {tab.count !== undefined && tab.count > 0 && (
                  <Badge ms="1.5" size="xs" variant="subtle" rounded="full">
                    {tab.count}
                  </Badge>
                )}
              </TabLink>
            ))}
          </HStack>
        )}
      </Container>
    </Box>
  );
});
