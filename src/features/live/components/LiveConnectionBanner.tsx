import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { BANNER_AFTER_FAILURES, type ChannelLive } from "../hooks/use-channel-live";
import { useLive } from "./context";

/** "Live updates connection error": after repeated failures, gone once back. */
export function LiveConnectionBanner({
  live,
}: {
  live?: Pick<ChannelLive, "status" | "failures">;
}) {
  const { t } = useTranslation();
  const context = useLive();
  const { status, failures } = live ?? context;
  if (status === "open" || failures < BANNER_AFTER_FAILURES) return null;
  return (
    <Box bg="red.subtle" color="red.fg" px="4" py="2" fontSize="sm" role="alert">
      <HStack justify="center" gap="3" wrap="wrap">
        <Text>{t("live.connectionError")}</Text>
        <Button size="xs" variant="outline" onClick={() => window.location.reload()}>
          {t("live.reload")}
        </Button>
      </HStack>
    </Box>
  );
}
