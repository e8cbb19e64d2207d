import { Badge, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { RIGHT_NAMES, type Rights, type Role } from "../../../../domain/roles";
import { accessFormFromRights } from "../../../../domain/user-rights";

/** The Rights column: the role, and for Users and Guests the rights they get. */
export function RightsSummary({ role, rights }: { role: Role; rights: Rights }) {
  const { t } = useTranslation();
  const form = accessFormFromRights(role, rights);
  const granted = RIGHT_NAMES.filter((r) => form[r]);
  const summary =
    role === "admin" || rights.allow == null
      ? t("invitations.list.allRights")
      : granted.length === 0
        ? t("invitations.list.noRights")
        : granted.map((r) => t(`access.rights.${r}.label`)).join(", ");
  return (
    <HStack gap="2" align="flex-start" minWidth="0">
      <Badge
        variant="subtle"
        colorPalette={role === "admin" ? "purple" : role === "guest" ? "orange" : "blue"}
        flexShrink={0}
      >
        {t(`access.role.${role}`)}
      </Badge>
      <Text fontSize="sm" color="fg.muted" lineClamp={2}>
        {summary}
      </Text>
    </HStack>
  );
}
