import { Box, Flex, Stat } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface StatCardProps {
  label: string;
  value: string;
  hint: string;
  icon: ReactNode;
  testId?: string;
}

/** One headline figure of the statistics screen. */
export function StatCard({ label, value, hint, icon, testId }: StatCardProps) {
  return (
    <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: "4", md: "5" }}>
      <Stat.Root data-testid={testId}>
        <Flex justify="space-between" align="center" gap="2">
          <Stat.Label fontSize="sm">{label}</Stat.Label>
          <Flex
            boxSize="8"
            align="center"
            justify="center"
            borderRadius="l2"
            bg="brand.subtle"
            color="brand.fg"
            aria-hidden
          >
            {icon}
          </Flex>
        </Flex>
        <Stat.ValueText fontSize={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
          {value}
        </Stat.ValueText>
        <Stat.HelpText color="fg.muted">{hint}</Stat.HelpText>
      </Stat.Root>
    </Box>
  );
}
