import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import type { AccountChannel } from "../api/get-channels";

/** Archive confirmation: it cannot be undone, and the channel leaves the list. */
export function ArchiveChannelDialog({
  channel,
  loading,
  onConfirm,
  onClose,
}: {
  channel: AccountChannel | null;
  loading: boolean;
  onConfirm: (channel: AccountChannel) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={channel !== null}
      title={t("channels.archive.title")}
      description={
        <Text color="fg.muted">
          {t("channels.archive.description", { name: channel?.name ?? "" })}
        </Text>
      }
      confirmText={t("channels.archive.confirm")}
      cancelText={t("channels.actions.cancel")}
      loading={loading}
      destructive
      onConfirm={() => channel && onConfirm(channel)}
      onClose={onClose}
    />
  );
}
