import { Card, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The card the logged-out onboarding pages sit in: heading, optional subtitle, body. */
export function OnboardingCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root maxWidth="md" mx="auto" variant="outline" borderRadius="l3" bg="bg.panel">
      <Card.Body p={{ base: "6", md: "8" }}>
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h1" size="2xl" letterSpacing="-0.02em">
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
