import { SimpleGrid } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { FEED_MAX_WIDTH } from "../../../../domain/constants";
import { useViewportWidth } from "../../../app/hooks/use-viewport-width";
import { ComingSoon } from "../../../components/ComingSoon";

/** The channel root: the editorial column, with the feed beside it on wide screens. */
export default function ChannelHomePage() {
  const { t } = useTranslation();
  const wide = useViewportWidth() >= FEED_MAX_WIDTH;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <ComingSoon compact title={t("suite.tabs.editorial")} />
      {wide && <ComingSoon compact title={t("suite.tabs.feed")} />}
    </SimpleGrid>
  );
}
