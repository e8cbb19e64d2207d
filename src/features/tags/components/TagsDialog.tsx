import { CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
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
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={{ mdDown: "full", md: "lg" }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>{t("tags.title")}</Dialog.Title>
              <Text fontSize="sm" color="fg.muted">
                {t("tags.subtitle")}
              </Text>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {open && <TagsManager accountDomain={accountDomain} accountKey={accountKey} />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("tags.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
