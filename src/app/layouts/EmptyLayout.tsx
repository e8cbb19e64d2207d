import { Box, Center, Flex, HStack } from "@chakra-ui/react";
import { Outlet } from "react-router-dom";
import { LanguageSwitch } from "../header/LanguageSwitch";
import { ThemeToggle } from "../header/ThemeToggle";

/** The empty layout (login, forgot password): one card on a quiet background. */
export default function EmptyLayout() {
  return (
    <Flex
      direction="column"
      minHeight="100dvh"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg.canvas"
    >
      <HStack justify="flex-end" gap="1" px={{ base: "2", md: "6" }} py="3">
        <LanguageSwitch />
        <ThemeToggle />
      </HStack>
      <Center flex="1" px="4" pb={{ base: "8", md: "16" }}>
        <Box width="100%" maxWidth="md">
          <Outlet />
        </Box>
      </Center>
    </Flex>
  );
}
