import { Alert, Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { isSafeMode, leaveSafeMode } from "./safe-mode";

/** Shown on every suite screen while safe mode keeps the account's extensions out. */
export function SafeModeBanner() {
  const { t } = useTranslation();
  if (!isSafeMode()) return null;
  return (
    <Alert.Root status="info" variant="surface" rounded="none" data-testid="safe-mode-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("extensionRuntime.safeMode.title")}</Alert.Title>
        <Alert.Description>{t("extensionRuntime.safeMode.body")}</Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="outline" onClick={leaveSafeMode} alignSelf="center">
        {t("extensionRuntime.safeMode.leave")}
      </Button>
    </Alert.Root>
  );
}
