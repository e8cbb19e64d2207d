import { Box, HStack, Text } from "@chakra-ui/react";

/** The wordmark: a pulsing "live" dot and the name. */
export function Logo({ size = "md", compact = false }: { size?: "md" | "lg"; compact?: boolean }) {
  const dot = size === "lg" ? "12px" : "9px";
  return (
    <HStack gap="2" role="img" aria-label="Ticker">
      <Box
        width={dot}
        height={dot}
        borderRadius="full"
        bg="brand.solid"
        boxShadow="0 0 0 4px var(--chakra-colors-brand-muted)"
        aria-hidden="true"
      />
      <Text
        as="span"
        fontWeight="800"
        letterSpacing="-0.02em"
        fontSize={size === "lg" ? "2xl" : "lg"}
        display={compact ? { base: "none", sm: "inline" } : undefined}
        aria-hidden="true"
      >
        Ticker
      </Text>
    </HStack>
  );
}
