import { Alert, Box, Container } from "@chakra-ui/react";
import { useIsRestoring } from "@tanstack/react-query";
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router-dom";
import { FEED_MAX_WIDTH } from "../../../domain/constants";
import { PageSpinner } from "../../components/FullScreenSpinner";
import { useChannel } from "../../features/channels";
import { useOutboxSync, useUnsyncedDraftCount } from "../../features/drafts";
import { SafeModeBanner } from "../../features/extensions/runtime";
import { LiveConnectionBanner, LiveProvider, useChannelLive } from "../../features/live";
import { useCurrentAccount } from "../../features/profile";
import { useOverview, useSuite } from "../../features/suite";
import { useOfflineSince } from "../../lib/use-offline-since";
import { useOnline } from "../../lib/use-online";
import { useViewportWidth } from "../../lib/use-viewport-width";
import { SuiteHeading } from "./SuiteHeading";
import { SuiteOfflineNotice } from "./SuiteOfflineNotice";

/**
 * The publishing suite in full: the channel's name, counts and tabs over the tab's screen, the
 * live stream and the outbox, under the header. It follows the heading's first paint
 * (PublishingSuiteLayout.tsx).
 */
export default function SuiteLayout() {
  const { t } = useTranslation();
  const suite = useSuite();
  const overview = useOverview(suite.host, suite.channelId);
  const channel = useChannel(suite.host, suite.channelId);
  const account = useCurrentAccount();
  const narrow = useViewportWidth() < FEED_MAX_WIDTH;
  const online = useOnline();
  const offlineSince = useOfflineSince();
  const outbox = useOutboxSync();
  const unsynced = useUnsyncedDraftCount(suite.host, suite.channelId);
  // The server counts what it has; drafts written here and not synced yet count too.
  const counts = useMemo(
    () =>
      overview.data && unsynced > 0
        ? { ...overview.data, drafts: overview.data.drafts + unsynced }
        : overview.data,
    [overview.data, unsynced],
  );
  const live = useChannelLive({ host: suite.host, channelId: suite.channelId, enabled: online });
  const comments = account?.abilities.useComments ?? false;
  const name = overview.data?.channel.name ?? channel.data?.name;
  const restoring = useIsRestoring();
  // Nothing of this channel on the device: offline, there is nothing to show or write into.
  const unavailableOffline = !online && !restoring && name === undefined;
  const failed = channel.isError && overview.isError;
  const unusable = unavailableOffline || (name === undefined && failed);

  return (
    <>
      <SafeModeBanner />
      {online && <LiveConnectionBanner live={live} />}
      {(!online || outbox === "unreachable" || offlineSince !== null) && (
        <SuiteOfflineNotice online={online} />
      )}
      <SuiteHeading
        base={suite.base}
        name={name}
        problem={unavailableOffline ? "offline" : unusable ? "fetch" : null}
        narrow={narrow}
        comments={comments}
        counts={counts}
      />
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
    </>
  );
}
