import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** "Channels · Ticker" in the tab and the history list. */
export function useDocumentTitle(titleKey: string | undefined): void {
  const { t } = useTranslation();
  const title = titleKey ? t(titleKey) : "";
  useEffect(() => {
    const app = t("app.name");
    document.title = title && title !== app ? `${title} · ${app}` : app;
  }, [title, t]);
}
