import { useTranslation } from "react-i18next";
import { Notice } from "../../../components/Notice";

/** A failed step of an invitation: what failed, and the same advice for every failure. */
export function InvitationFailure({ message }: { message: string | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Notice
      status="error"
      role="alert"
      title={message}
      description={t("invitations.errors.genericDescription")}
    />
  );
}
