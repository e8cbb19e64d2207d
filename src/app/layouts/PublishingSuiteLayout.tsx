import { Box, Container, Flex } from "@chakra-ui/react";
import { lazy, Suspense, useEffect } from "react";
import { useParams } from "react-router-dom";
import { FEED_MAX_WIDTH } from "../../../domain/constants";
import { toHost } from "../../../domain/host";
import { paths } from "../../../domain/paths";
import { PageSpinner } from "../../components/FullScreenSpinner";
import { useChannel } from "../../features/channels";
import { useCurrentAccount } from "../../features/profile";
import { useLocalize } from "../../lib/use-locale";
import { useOfflineSince } from "../../lib/use-offline-since";
import { useOnline } from "../../lib/use-online";
import { useViewportWidth } from "../../lib/use-viewport-width";
import { AppHeader } from "../header/AppHeader";
import { SuiteHeading } from "./SuiteHeading";
import { SuiteOfflineNotice } from "./SuiteOfflineNotice";
import { afterSuiteHeading, suiteFirstScreenShown, suiteHeadingShown } from "./suite-heading-paint";

const SuiteLayout = lazy(() => afterSuiteHeading().then(() => import("./SuiteLayout")));

/**
 * The publishing-suite layout. Its first screen is the header and the channel's heading, from
 * the channel read started at boot; the full layout and the tab's screen follow that paint.
 */
export default function PublishingSuiteLayout() {
  // The header stays mounted as the full layout takes over from the first screen under it.
  return (
    <Flex direction="column" minHeight="100dvh">
      <AppHeader />
      <Suspense fallback={<SuiteFirstScreen />}>
        <SuiteLayout />
      </Suspense>
    </Flex>
  );
}

/** What the full layout shows first under the header, with only the first screen's code. */
function SuiteFirstScreen() {
  const { accountDomain = "", accountKey = "", channelId = "" } = useParams();
  const host = toHost({ accountDomain, accountKey });
  const base = useLocalize()(paths.channel(accountDomain, accountKey, channelId));
  const channel = useChannel(host, channelId);
  const account = useCurrentAccount();
  const narrow = useViewportWidth() < FEED_MAX_WIDTH;
  const online = useOnline();
  const offlineSince = useOfflineSince();
  const name = channel.data?.name;
  // Without a name once the read is over or has failed once (offline, the server out of reach:
  // it retries for seconds), the full layout takes over and says why, as the composer comes.
  const settled =
    name !== undefined || channel.fetchStatus !== "fetching" || channel.failureCount > 0;
  useEffect(() => suiteFirstScreenShown(), []);
  useEffect(() => {
    if (settled) suiteHeadingShown();
  }, [settled]);

  return (
    <>
      {(!online || offlineSince !== null) && <SuiteOfflineNotice online={online} />}
      <SuiteHeading
        base={base}
        name={name}
        problem={null}
        narrow={narrow}
        comments={account?.abilities.useComments ?? false}
        counts={undefined}
      />
      <Box as="main" flex="1" py={{ base: "4", md: "6" }}>
        <Container maxWidth="7xl" px={{ base: "3", md: "6" }}>
          <PageSpinner />
        </Container>
      </Box>
    </>
  );
}
