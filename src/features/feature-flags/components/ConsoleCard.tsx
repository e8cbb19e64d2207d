import { Card, Circle, HStack, Text } from "@chakra-ui/react";
import type { ComponentType } from "react";
import { ChevronRightIcon } from "../../../components/icons";
import { StretchedLink } from "../../../components/StretchedLink";

export interface ConsoleCardProps {
  to: string;
  title: string;
  description: string;
  icon: ComponentType<{ boxSize?: string }>;
}

/** One tile of the console home; the whole card is the link (a stretched link). */
export function ConsoleCard({ to, title, description, icon: Icon }: ConsoleCardProps) {
  return (
    <Card.Root
      position="relative"
      variant="outline"
      bg="bg.panel"
      borderRadius="l3"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: "brand.muted", shadow: "sm" }}
    >
      <Card.Body gap="3" p={{ base: "4", md: "5" }}>
        <HStack justify="space-between">
          <Circle size="10" bg="brand.subtle" color="brand.fg">
            <Icon boxSize="5" />
          </Circle>
          <ChevronRightIcon boxSize="4" color="fg.subtle" />
        </HStack>
        <Card.Title as="h2" fontSize="md">
          <StretchedLink to={to}>{title}</StretchedLink>
        </Card.Title>
        <Text fontSize="sm" color="fg.muted">
          {description}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
