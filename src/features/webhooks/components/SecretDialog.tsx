import { Alert, Button, Code, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { DialogShell } from "../../../components/DialogShell";
import { CopyButton } from "./CopyButton";

export interface SecretDialogProps {
  /** The secret to show, or null when closed. */
  secret: string | null;
  endpointName: string;
  onClose: () => void;
}

/** The signing secret, shown this once (after creation or rotation), with Copy. */
export function SecretDialog({ secret, endpointName, onClose }: SecretDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogShell
      open={secret !== null}
      onClose={onClose}
      size="md"
      title={t("webhooks.secret.title")}
      subtitle={endpointName}
      testId="webhook-secret-dialog"
      // Shown once: it may open as another dialog closes and hands focus back to the page,
      // which must not dismiss it.
      rootProps={{ closeOnInteractOutside: false }}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {t("webhooks.secret.done")}
        </Button>
      }
    >
      <Stack gap="4">
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t("webhooks.secret.once")}</Alert.Title>
        </Alert.Root>
        <HStack gap="2" align="center">
          <Code
            flex="1"
            minWidth="0"
            p="2"
            wordBreak="break-all"
            whiteSpace="normal"
            data-testid="webhook-secret"
          >
            {secret}
          </Code>
          <CopyButton text={secret ?? ""} label={t("webhooks.secret.copy")} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t("webhooks.secret.hint")}
        </Text>
      </Stack>
    </DialogShell>
  );
}
