import { Heading, Stack, Text } from "@chakra-ui/react";

/** A screen's h1 and the line under it that says what the screen is for. */
export function PageTitle({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
        {title}
      </Heading>
      <Text color="fg.muted">{subtitle}</Text>
    </Stack>
  );
}
