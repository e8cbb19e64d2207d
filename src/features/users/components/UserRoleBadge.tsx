import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Role } from "../../../../domain/roles";

const PALETTE: Record<Role, string> = { admin: "purple", user: "blue", guest: "orange" };

export function UserRoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[role]} variant="subtle" data-testid="role-badge">
      {t(`access.role.${role}`)}
    </Badge>
  );
}
