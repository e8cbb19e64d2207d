import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** Dates in the UI language (Norwegian Bokmål for "no"): "12 Mar 2025, 14:05". */
export function useDateFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === "no" ? "nb-NO" : "en-GB";
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}
