import { NativeSelect } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { LOCALES, type Locale } from "../../../domain/constants";
import { localizePath, stripLocale, writeLocaleCookie } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";

/** Switching keeps the page: same path in the other language, and remembers the choice. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  const onChange = (next: Locale) => {
    writeLocaleCookie(next);
    const path = localizePath(stripLocale(location.pathname), next);
    navigate(`${path}${location.search}${location.hash}`);
  };

  return (
    <NativeSelect.Root size="sm" width="auto" variant="subtle" flexShrink={0}>
      <NativeSelect.Field
        aria-label={t("header.language")}
        value={locale}
        onChange={(e) => onChange(e.currentTarget.value as Locale)}
        pe="8"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`languages.${l}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
