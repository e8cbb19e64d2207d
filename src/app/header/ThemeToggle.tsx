import { IconButton } from "@chakra-ui/react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { MoonIcon, SunIcon } from "../../components/icons";
import { getTheme, subscribeTheme, toggleTheme } from "../../lib/theme";

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useSyncExternalStore(subscribeTheme, getTheme, () => "light" as const);
  return (
    <IconButton
      aria-label={t("header.toggleTheme")}
      title={t("header.toggleTheme")}
      variant="ghost"
      size="sm"
      onClick={() => toggleTheme()}
    >
      {theme === "dark" ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
