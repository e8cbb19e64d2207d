import { Flex, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface ConsolePageHeadingProps {
  /** A small label above the title (optional: the frame already names the section). */
  eyebrow?: string;
  title: string;
  subtitle: string;
  /** Buttons on the right (below on phones). */
  actions?: ReactNode;
}

/**
 * The heading of a page inside the admin frame (extensions, features, API keys): an h2,
 * since the frame's account name is the h1.
 */
export function ConsolePageHeading({ eyebrow, title, subtitle, actions }: ConsolePageHeadingProps) {
  return (
    <Flex
      direction={{ base: "column", md: "row" }}
      align={{ base: "stretch", md: "flex-end" }}
      justify="space-between"
      gap="4"
    >
      <Stack gap="1">
        {eyebrow && (
          <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
            {eyebrow}
          </Text>
        )}
        <Heading as="h2" size={{ base: "xl", md: "2xl" }} letterSpacing="-0.02em">
          {title}
        </Heading>
        <Text color="fg.muted">{subtitle}</Text>
      </Stack>
      {actions}
    </Flex>
  );
}
