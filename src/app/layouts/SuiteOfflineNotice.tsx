import { Box } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { OfflineSince } from "../../components/OfflineSince";

/** Over the suite's heading while the device or the server is out of reach. */
export function SuiteOfflineNotice({ online }: { online: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      bg="orange.subtle"
      color="orange.fg"
      px="4"
      py="2"
      textAlign="center"
      fontSize="sm"
      role="status"
    >
      <OfflineSince as="span" me="1.5" />
      {online ? t("suite.unreachable") : t("suite.offline")}
    </Box>
  );
}
