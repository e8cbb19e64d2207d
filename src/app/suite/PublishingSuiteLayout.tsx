import { Box, Container, Flex, Heading, HStack, Skeleton, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, useParams } from "react-router-dom";
import { FEED_MAX_WIDTH } from "../../../../domain/constants";
import { toHost } from "../../../../domain/host";
import { paths } from "../../../../domain/paths";
import { can } from "../../../../domain/permissions";
import { AppHeader } from "../../../app/header/AppHeader";
import { useCurrentAccount } from "../../../app/hooks/use-current-account";
import { useLocalize } from "../../../app/hooks/use-locale";
import { useViewportWidth } from "../../../app/hooks/use-viewport-width";
import { useChannel } from "../api/get-channel";

interface Tab {
  key: string;
  label: string;
  to: string;
  end?: boolean;
}

/** The publishing-suite layout: the channel's name and its tabs over the tab's screen. */
export default function PublishingSuiteLayout() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { accountDomain = "", accountKey = "", channelId = "" } = useParams();
  const channel = useChannel(toHost({ accountDomain, accountKey }), channelId);
  const account = useCurrentAccount();
  const narrow = useViewportWidth() < FEED_MAX_WIDTH;
  const base = localize(paths.channel(accountDomain, accountKey, channelId));
  const comments = account ? can(account.access).use.userContribution : false;

  const tabs: Tab[] = [
    ...(narrow ? [{ key: "feed", label: t("suite.tabs.feed"), to: `${base}/feed` }] : []),
    { key: "editorial", label: t("suite.tabs.editorial"), to: base, end: true },
    ...(comments
      ? [{ key: "comments", label: t("suite.tabs.comments"), to: `${base}/user-contribution` }]
      : []),
    { key: "drafts", label: t("suite.tabs.drafts"), to: `${base}/drafts` },
  ];

  return (
    <Flex direction="column" minHeight="100dvh">
      <AppHeader />
      <Box bg="bg" borderBottomWidth="1px">
        <Container maxWidth="7xl" px={{ base: "4", md: "6" }} pt={{ base: "4", md: "6" }}>
          <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
            {t("suite.title")}
          </Text>
          {channel.data ? (
            <Heading as="h1" size={{ base: "xl", md: "2xl" }} letterSpacing="-0.02em" mt="1">
              {channel.data.name}
            </Heading>
          ) : channel.isError ? (
            <Heading as="h1" size={{ base: "xl", md: "2xl" }} mt="1" color="fg.muted">
              {t("suite.errors.fetch")}
            </Heading>
          ) : (
            <Skeleton height="8" width="60" mt="1" />
          )}
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
                </NavLink>
              </Box>
            ))}
          </HStack>
        </Container>
      </Box>
      <Box as="main" flex="1" py={{ base: "5", md: "8" }}>
        <Container maxWidth="7xl" px={{ base: "4", md: "6" }}>
          <Outlet />
        </Container>
      </Box>
    </Flex>
  );
}
