import { Alert, Button, Code, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "../../../components/CopyButton";

export interface SecretNoticeProps {
  secret: string;
  endpointName: string;
  onDone: () => void;
}

/**
 * The signing secret, shown this once (after creation or rotation) above the list, with Copy.
 * In the page rather than a dialog: it appears as the form or confirmation closes, and focus
 * moves to it so a keyboard user lands on it.
 */
export function SecretNotice({ secret, endpointName, onDone }: SecretNoticeProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert.Root status="warning" borderRadius="l3" data-testid="webhook-secret-notice">
      <Alert.Indicator />
      <Stack gap="3" flex="1" minWidth="0">
        <Alert.Title ref={heading} tabIndex={-1} outline="none">
          {t("webhooks.secret.title", { name: endpointName })}
        </Alert.Title>
        <Text fontSize="sm">{t("webhooks.secret.once")}</Text>
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
          <CopyButton
            text={secret}
            label={t("webhooks.secret.copy")}
            errorTitle={t("webhooks.errors.copy")}
            variant="outline"
          />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t("webhooks.secret.hint")}
        </Text>
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onDone}>
          {t("webhooks.secret.done")}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
