import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A titled box of the statistics screen. */
export function Panel({
  title,
  subtitle,
  children,
  id,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      p={{ base: "4", md: "5" }}
      minWidth="0"
    >
      <Stack gap="4">
        <Stack gap="0.5">
          <Heading as="h2" id={id} size="md" letterSpacing="-0.01em">
            {title}
          </Heading>
          {subtitle && (
            <Text fontSize="sm" color="fg.muted">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
