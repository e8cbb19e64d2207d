import { Heading, Stack, Text } from "@chakra-ui/react";

/**
 * A screen's heading and the line under it that says what the screen is for. Level 2 inside a
 * frame whose own h1 names the account; an eyebrow is a small label above the title.
 */
export function PageTitle({
  title,
  subtitle,
  level = 1,
  eyebrow,
}: {
  title: string;
  subtitle: string;
  level?: 1 | 2;
  eyebrow?: string;
}) {
  return (
    <Stack gap="1">
      {eyebrow && (
        <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
          {eyebrow}
        </Text>
      )}
      <Heading
        as={level === 1 ? "h1" : "h2"}
        size={level === 1 ? { base: "2xl", md: "3xl" } : { base: "xl", md: "2xl" }}
        letterSpacing="-0.02em"
      >
        {title}
      </Heading>
      <Text color="fg.muted">{subtitle}</Text>
    </Stack>
  );
}
