import { useTranslation } from "react-i18next";
import { DialogShell } from "../../../components/DialogShell";
import { TagsManager } from "./TagsManager";

/** "Manage tags" from the channels list. */
export function TagsDialog({
  accountDomain,
  accountKey,
  open,
  onClose,
}: {
  accountDomain: string;
  accountKey: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      size="lg"
      title={t("tags.title")}
      subtitle={t("tags.subtitle")}
      bodyProps={{ pb: "6" }}
      closeButton={{ label: t("tags.close") }}
      rootProps={{ scrollBehavior: "inside" }}
    >
      {open && <TagsManager accountDomain={accountDomain} accountKey={accountKey} />}
    </DialogShell>
  );
}
