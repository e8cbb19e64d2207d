import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useLogout } from "../../features/auth/session";

/** What a guest without a live channel sees wherever they go. */
export function NoChannelPage() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Stack gap="4" textAlign="center" maxWidth="lg" align="center">
      <Heading as="h1" size="2xl">
        {t("errors.noChannelAccess")}
      </Heading>
      <Text color="fg.muted">{t("errors.noChannelAccessHint")}</Text>
      <Button colorPalette="brand" mt="2" onClick={logout}>
        {t("header.logout")}
      </Button>
    </Stack>
  );
}
