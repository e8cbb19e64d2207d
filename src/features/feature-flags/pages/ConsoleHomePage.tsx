import { SimpleGrid, Stack } from "@chakra-ui/react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { paths } from "../../../../domain/paths";
import { ConsolePageHeading } from "../../../components/ConsolePageHeading";
import {
  ImageIcon,
  KeyIcon,
  SlidersIcon,
  TagIcon,
  ToggleIcon,
  ToolIcon,
} from "../../../components/icons";
import { useLocalize } from "../../../lib/use-locale";
import { useCurrentAccount } from "../../profile";
import { ConsoleCard } from "../components/ConsoleCard";

type CardId = "usageSettings" | "media" | "advancedSettings" | "features" | "apiKeys" | "tags";

const CARDS: readonly { id: CardId; path: string; icon: ComponentType<{ boxSize?: string }> }[] = [
  { id: "usageSettings", path: "usage-settings", icon: SlidersIcon },
  { id: "media", path: "media", icon: ImageIcon },
  { id: "advancedSettings", path: "advanced-settings", icon: ToolIcon },
  { id: "features", path: "features", icon: ToggleIcon },
  { id: "apiKeys", path: "apis", icon: KeyIcon },
  { id: "tags", path: "tags", icon: TagIcon },
];

/** The features console's home: a card for each console page the user may open. */
export default function ConsoleHomePage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { accountDomain = "", accountKey = "" } = useParams();
  const account = useCurrentAccount();
  const manageTags = account?.abilities.manageTags ?? false;
  const base = `${paths.account(accountDomain, accountKey)}/features-console`;
  const cards = CARDS.filter((card) => card.id !== "tags" || manageTags);

  return (
    <Stack gap={{ base: "5", md: "6" }} maxWidth="5xl">
      <ConsolePageHeading title={t("pages.console.title")} subtitle={t("consoleHome.subtitle")} />
      <SimpleGrid
        columns={{ base: 1, sm: 2, lg: 3 }}
        gap="4"
        as="nav"
        aria-label={t("consoleHome.navLabel")}
      >
        {cards.map((card) => (
          <ConsoleCard
            key={card.id}
            to={localize(`${base}/${card.path}`)}
            title={t(`consoleHome.cards.${card.id}.title`)}
            description={t(`consoleHome.cards.${card.id}.description`)}
            icon={card.icon}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
