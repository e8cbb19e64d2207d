import { Badge, Box, Flex, HStack, Separator, Text } from "@chakra-ui/react";
import { memo } from "react";
import { Link as RouterLink } from "react-router-dom";
import { displayAccountKey } from "../../../domain/host";
import { paths } from "../../../domain/paths";
import { Logo } from "../../components/Logo";
import { RepresentingBanner, useIsAuthenticated } from "../../features/auth";
import { useCurrentAccount, useProfileOverview } from "../../features/profile";
import { useLocalize } from "../../lib/use-locale";
import { HomeMenu } from "./HomeMenu";
import { LanguageSwitch } from "./LanguageSwitch";
import { ThemeToggle } from "./ThemeToggle";
import { UserMenu } from "./UserMenu";

/**
 * The signed-in header: home menu, the account in view, language, theme and user menu. Memoized:
 * it reads what it shows itself, and the suite's layout re-renders on every query and stream
 * state of the channel (each a synchronous render of this header's ~140 components).
 */
export const AppHeader = memo(function AppHeader() {
  const localize = useLocalize();
  const authenticated = useIsAuthenticated();
  const { data: profile } = useProfileOverview(authenticated);
  const account = useCurrentAccount();

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/80"
      backdropFilter="saturate(180%) blur(10px)"
      borderBottomWidth="1px"
    >
      <Flex align="center" gap={{ base: "1", md: "3" }} px={{ base: "2", md: "6" }} height="14">
        {profile && account && <HomeMenu account={account} profile={profile} />}
        <RouterLink to={localize(paths.root)}>
          <Logo compact={Boolean(account)} />
        </RouterLink>
        {account && (
          <>
            <Separator orientation="vertical" height="6" display={{ base: "none", sm: "block" }} />
            <HStack gap="2" minWidth="0" data-testid="account-display">
              <Text
                fontWeight="medium"
                truncate
                display={{ base: "none", md: "block" }}
                maxWidth="16rem"
              >
                {account.dto.displayName || account.dto.name}
              </Text>
              <Badge colorPalette="brand" variant="subtle" size="sm">
                {displayAccountKey(account.dto.accountKey)}
              </Badge>
            </HStack>
          </>
        )}
        <Box flex="1" />
        <HStack gap="1">
          <LanguageSwitch />
          <ThemeToggle />
          {profile && <UserMenu user={profile.userInformation.user} />}
        </HStack>
      </Flex>
      {/* Part of the sticky header, so "End session" stays in reach on every page. */}
      <RepresentingBanner user={profile?.userInformation.user} />
    </Box>
  );
});
