import { Box, Container, Flex } from "@chakra-ui/react";
import { Outlet } from "react-router-dom";
import { SafeModeBanner } from "../../features/extensions/runtime";
import { AppHeader } from "../header/AppHeader";

export default function DefaultLayout() {
  return (
    <Flex direction="column" minHeight="100dvh">
      <AppHeader />
      <SafeModeBanner />
      <Box as="main" flex="1" py={{ base: "5", md: "8" }}>
        <Container maxWidth="6xl" px={{ base: "4", md: "6" }}>
          <Outlet />
        </Container>
      </Box>
    </Flex>
  );
}
