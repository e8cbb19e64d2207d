import { Center, Spinner } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** Shown while the profile loads or a navigation is in progress (spec §2). */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <Center position="fixed" inset="0" bg="bg.canvas" zIndex="overlay" role="status">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-label={t("common.loading")} />
    </Center>
  );
}
