import { useTranslation } from "react-i18next";

/** A date and time in the interface's language. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === "no" ? "nb-NO" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "medium",
  });
  return (iso) => format.format(new Date(iso));
}
