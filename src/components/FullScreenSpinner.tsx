import { Center, Spinner } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** Shown while the profile loads or a navigation is in progress. */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <Center position="fixed" inset="0" bg="bg.canvas" zIndex="overlay" role="status">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-label={t("common.loading")} />
    </Center>
  );
}

/**
 * Inside a layout while its page's chunk loads: the layout (header, title, tabs) shows at once
 * instead of waiting behind the full-screen spinner for the page's code.
 */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center py="16" role="status">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-label={t("common.loading")} />
    </Center>
  );
}
