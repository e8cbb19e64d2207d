import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import type { AccountChannel } from "../api/get-channels";

/**
 * The confirmation of a one-way channel action: archiving (it leaves the list) or ending
 * its coverage (readers see the live blog as ended). Neither can be undone.
 */
export function ChannelConfirmDialog({
  kind,
  channel,
  loading,
  onConfirm,
  onClose,
}: {
  kind: "archive" | "endCoverage";
  channel: AccountChannel | null;
  loading: boolean;
  onConfirm: (channel: AccountChannel) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={channel !== null}
      title={t(`channels.${kind}.title`)}
      description={
        <Text color="fg.muted">
          {t(`channels.${kind}.description`, { name: channel?.name ?? "" })}
        </Text>
      }
      confirmText={t(`channels.${kind}.confirm`)}
      cancelText={t("channels.actions.cancel")}
      loading={loading}
      destructive
      onConfirm={() => channel && onConfirm(channel)}
      onClose={onClose}
    />
  );
}
