import { Box, HStack, Stack, Switch, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A titled group of switch rows in one framed panel (the features and plugins consoles). */
export function SwitchGroup({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="3" as="section" aria-labelledby={id}>
      <Stack gap="0.5">
        <Text
          id={id}
          fontSize="sm"
          fontWeight="semibold"
          color="fg.muted"
          textTransform="uppercase"
          letterSpacing="wider"
        >
          {title}
        </Text>
        {hint && (
          <Text fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        )}
      </Stack>
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        {children}
      </Box>
    </Stack>
  );
}

export interface SwitchRowProps {
  checked: boolean;
  disabled?: boolean;
  /** Rows after the first draw the line between them. */
  first: boolean;
  label: string;
  description: string;
  /** Shown beside the label (e.g. "On", "Opt-in"). */
  badge?: ReactNode;
  testId?: string;
  onChange: (checked: boolean) => void;
}

/** One labelled switch with its description; the whole row toggles it. */
export function SwitchRow(props: SwitchRowProps) {
  const { checked, disabled, first, label, description, badge, testId, onChange } = props;
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      colorPalette="brand"
      width="full"
      justifyContent="space-between"
      gap="4"
      px={{ base: "4", md: "5" }}
      py="3.5"
      borderTopWidth={first ? "0" : "1px"}
      data-testid={testId}
      onCheckedChange={(e) => onChange(e.checked)}
    >
      <Switch.HiddenInput />
      <Stack gap="0.5">
        <HStack gap="2" wrap="wrap">
          <Switch.Label fontWeight="semibold">{label}</Switch.Label>
          {badge}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {description}
        </Text>
      </Stack>
      <Switch.Control />
    </Switch.Root>
  );
}
