import { Box, Center, Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Logo } from "../../components/Logo";

/** The error layout: the wordmark and one centred message, nothing that could fail again. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg.canvas">
      <Box px={{ base: "4", md: "8" }} py="4">
        <RouterLink to="/">
          <Logo />
        </RouterLink>
      </Box>
      <Center flex="1" px="4" pb="16">
        {children}
      </Center>
    </Flex>
  );
}
