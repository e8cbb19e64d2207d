import { Box, Container, Flex, HStack } from "@chakra-ui/react";
import { Outlet, Link as RouterLink } from "react-router-dom";
import { paths } from "../../../domain/paths";
import { Logo } from "../../components/Logo";
import { useLocalize } from "../../lib/use-locale";
import { LanguageSwitch } from "../header/LanguageSwitch";
import { ThemeToggle } from "../header/ThemeToggle";

/** The logged-out layout: wordmark header and a centred column. */
export default function LoggedOutLayout() {
  const localize = useLocalize();
  return (
    <Flex direction="column" minHeight="100dvh">
      <Flex
        as="header"
        align="center"
        px={{ base: "4", md: "8" }}
        height="14"
        borderBottomWidth="1px"
        bg="bg"
      >
        <RouterLink to={localize(paths.login)}>
          <Logo />
        </RouterLink>
        <Box flex="1" />
        <HStack gap="1">
          <LanguageSwitch />
          <ThemeToggle />
        </HStack>
      </Flex>
      <Box as="main" flex="1" py={{ base: "8", md: "14" }}>
        <Container maxWidth="3xl" px={{ base: "4", md: "6" }}>
          <Outlet />
        </Container>
      </Box>
    </Flex>
  );
}
