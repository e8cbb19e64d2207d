import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ROLES } from "../../../../domain/roles";
import type { Statistics } from "../../../../domain/schemas/statistics";
import { formatNumber } from "../lib/format";

const COLOR = { admin: "purple.solid", user: "brand.solid", guest: "orange.solid" } as const;

/** Users with access by role, each with a share bar. */
export function UsersByRole({ users }: { users: Statistics["users"] }) {
  const { t, i18n } = useTranslation();
  if (users.total === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t("statistics.usersByRole.empty")}
      </Text>
    );
  }
  return (
    <Stack as="dl" gap="4">
      {ROLES.map((role) => {
        const n = users.byRole[role];
        return (
          <Stack key={role} gap="1.5" data-testid={`users-${role}`}>
            <Flex justify="space-between" fontSize="sm">
              <Text as="dt" color="fg.muted">
                {t(`statistics.usersByRole.${role}`)}
              </Text>
              <Text as="dd" fontWeight="semibold">
                {formatNumber(n, i18n.language)}
              </Text>
            </Flex>
            <Box height="2" borderRadius="full" bg="bg.muted" overflow="hidden" aria-hidden>
              <Box height="full" width={`${(n / users.total) * 100}%`} bg={COLOR[role]} />
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}
