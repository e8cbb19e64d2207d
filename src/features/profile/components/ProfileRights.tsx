import { Badge, HStack, Stack, Text, Wrap } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { RIGHT_NAMES, rightFlags } from "../../../../domain/roles";
import type { AccountAccessDto } from "../../../../domain/schemas/profile";

/** The main account's role and rights, read-only: an administrator changes them. */
export function ProfileRights({ account }: { account: AccountAccessDto }) {
  const { t } = useTranslation();
  const flags = rightFlags(account.rights);
  const granted = RIGHT_NAMES.filter((r) => flags[r]);
  return (
    <Stack gap="2" data-testid="profile-rights">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium" fontSize="sm">
          {t("profile.general.rights")}
        </Text>
        <Badge colorPalette="brand" variant="subtle">
          {t(`access.role.${account.role}`)}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {account.displayName || account.name}
        </Text>
      </HStack>
      {account.role === "admin" ? (
        <Text fontSize="sm" color="fg.muted">
          {t("profile.general.adminRights")}
        </Text>
      ) : granted.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t("access.summary.none")}
        </Text>
      ) : (
        <Wrap gap="1.5">
          {granted.map((right) => (
            <Badge key={right} variant="outline" size="sm">
              {t(`access.rights.${right}.label`)}
            </Badge>
          ))}
        </Wrap>
      )}
      <Text fontSize="xs" color="fg.subtle">
        {t("profile.general.rightsHint")}
      </Text>
    </Stack>
  );
}
