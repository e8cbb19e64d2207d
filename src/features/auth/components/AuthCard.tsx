import { Card, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Logo } from "../../../components/Logo";

/** The card the logged-out forms sit in. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Card.Root variant="elevated" borderRadius="l3" boxShadow="lg">
      <Card.Body p={{ base: "6", md: "8" }}>
        <Stack gap="6">
          <Logo size="lg" />
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
