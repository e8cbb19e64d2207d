import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/**
 * Signed in, but the profile could not be read and none was kept on this device: the session
 * stands (only the server ends it), so this offers to try again rather than a sign-in.
 */
export function ProfileUnavailable({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" textAlign="center" maxWidth="lg" align="center" role="alert">
      <Heading as="h1" size="2xl">
        {t("errors.profileUnavailable")}
      </Heading>
      <Text color="fg.muted">{t("errors.profileUnavailableHint")}</Text>
      <Button colorPalette="brand" mt="2" onClick={retry}>
        {t("common.retry")}
      </Button>
    </Stack>
  );
}
