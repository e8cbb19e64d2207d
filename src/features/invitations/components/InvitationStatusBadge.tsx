import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { InvitationStatus } from "../../../../domain/schemas/invitation";

const PALETTE: Record<InvitationStatus, string> = {
  pending: "yellow",
  expired: "red",
  accepted: "green",
};

/** The Pending marker, and what an invitation became otherwise. */
export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="subtle" colorPalette={PALETTE[status]} data-testid="invitation-status">
      {t(`invitations.list.${status}`)}
    </Badge>
  );
}
