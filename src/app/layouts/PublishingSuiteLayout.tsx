import {
  Alert,
  Badge,
  Box,
  Container,
  Flex,
  Heading,
  HStack,
  Skeleton,
  Text,
} from "@chakra-ui/react";
import { useIsRestoring } from "@tanstack/react-query";
import { Suspense, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router-dom";
import { FEED_MAX_WIDTH } from "../../../domain/constants";
import { can } from "../../../domain/permissions";
import { PageSpinner } from "../../components/FullScreenSpinner";
import { useChannel } from "../../features/channels";
import { useOutboxSync } from "../../features/drafts";
import { SafeModeBanner } from "../../features/extensions/runtime";
import { LiveConnectionBanner, LiveProvider, useChannelLive } from "../../features/live";
import { useCurrentAccount } from "../../features/profile";
import { useOverview, useSuite } from "../../features/suite";
import { useViewportWidth } from "../../lib/use-viewport-width";
import { AppHeader } from "../header/AppHeader";

interface Tab {
  key: string;
  label: string;
  to: string;
  end?: boolean;
  count?: number;
}

function subscribeOnline(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/** The publishing-suite layout: the channel's name, counts and tabs over the tab's screen. */
export default function PublishingSuiteLayout() {
  const { t } = useTranslation();
  const suite = useSuite();
  const overview = useOverview(suite.host, suite.channelId);
  const channel = useChannel(suite.host, suite.channelId);
  const account = useCurrentAccount();
  const narrow = useViewportWidth() < FEED_MAX_WIDTH;
  const online = useOnline();
  const outbox = useOutboxSync();
  const live = useChannelLive({ host: suite.host, channelId: suite.channelId, enabled: online });
  const comments = account ? can(account.access).use.userContribution : false;
  const name = overview.data?.channel.name ?? channel.data?.name;
  const restoring = useIsRestoring();
  // Nothing of this channel on the device: offline, there is nothing to show or write into.
  const unavailableOffline = !online && !restoring && name === undefined;
  const failed = channel.isError && overview.isError;
  const unusable = unavailableOffline || (name === undefined && failed);
  const base = suite.base;

  const tabs: Tab[] = [
    ...(narrow
      ? [
          {
            key: "feed",
            label: t("suite.tabs.feed"),
            to: `${base}/feed`,
            count: overview.data?.posts,
          },
        ]
      : []),
    { key: "editorial", label: t("suite.tabs.editorial"), to: base, end: true },
    ...(comments
      ? [
          {
            key: "comments",
            label: t("suite.tabs.comments"),
            to: `${base}/user-contribution`,
            count: overview.data?.pendingContributions,
          },
        ]
      : []),
    {
      key: "drafts",
      label: t("suite.tabs.drafts"),
      to: `${base}/drafts`,
      count: overview.data?.drafts,
    },
  ];

  return (
    <Flex direction="column" minHeight="100dvh">
      <AppHeader />
      <SafeModeBanner />
      {online && <LiveConnectionBanner live={live} />}
      {(!online || outbox === "unreachable") && (
        <Box
          bg="orange.subtle"
          color="orange.fg"
          px="4"
          py="2"
          textAlign="center"
          fontSize="sm"
          role="status"
        >
          {online ? t("suite.unreachable") : t("suite.offline")}
        </Box>
      )}
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
            ) : unusable ? (
              <Heading as="h1" size={{ base: "xl", md: "2xl" }} color="fg.muted">
                {unavailableOffline ? t("suite.errors.notOffline") : t("suite.errors.fetch")}
              </Heading>
            ) : (
              <Skeleton height="8" width="60" />
            )}
            {overview.data && (
              <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap" data-testid="suite-counts">
                <Text>{t("suite.counts.posts", { count: overview.data.posts })}</Text>
                <Text>{t("suite.counts.drafts", { count: overview.data.drafts })}</Text>
                {overview.data.scheduled > 0 && (
                  <Text>{t("suite.counts.scheduled", { count: overview.data.scheduled })}</Text>
                )}
              </HStack>
            )}
          </HStack>
          {!unusable && (
            <HStack as="nav" aria-label={t("suite.tabsLabel")} gap="1" mt="4" overflowX="auto">
              {tabs.map((tab) => (
                <Box
                  key={tab.key}
                  asChild
                  px="3"
                  py="2.5"
                  fontWeight="medium"
                  fontSize="sm"
                  color="fg.muted"
                  borderBottomWidth="2px"
                  borderColor="transparent"
                  whiteSpace="nowrap"
                  _hover={{ color: "fg" }}
                  css={{
                    "&.active": { color: "brand.fg", borderColor: "brand.solid" },
                  }}
                >
                  <NavLink to={tab.to} end={tab.end}>
                    {tab.label}
                    {tab.count !== undefined && tab.count > 0 && (
                      <Badge ms="1.5" size="xs" variant="subtle" rounded="full">
                        {tab.count}
                      </Badge>
                    )}
                  </NavLink>
                </Box>
              ))}
            </HStack>
          )}
        </Container>
      </Box>
      <Box as="main" flex="1" py={{ base: "4", md: "6" }}>
        <Container maxWidth="7xl" px={{ base: "3", md: "6" }}>
          {unavailableOffline ? (
            <Alert.Root status="info" maxWidth="2xl">
              <Alert.Indicator />
              <Alert.Description>{t("suite.errors.notOfflineHint")}</Alert.Description>
            </Alert.Root>
          ) : unusable ? null : (
            <LiveProvider value={live}>
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
              </Suspense>
            </LiveProvider>
          )}
        </Container>
      </Box>
    </Flex>
  );
}
