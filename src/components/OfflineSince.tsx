import { Text, type TextProps } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useOfflineSince } from "../lib/use-offline-since";

/** The time alone today; the day too for an outage that began before. */
function formatSince(ms: number, locale: string, now = new Date()): string {
  const at = new Date(ms);
  const today = at.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(locale, {
    ...(today ? {} : { dateStyle: "medium" }),
    timeStyle: "short",
  }).format(at);
}

/** "Offline since …" while the server is out of reach and what shows is the device's copy. */
export function OfflineSince(props: TextProps) {
  const { t, i18n } = useTranslation();
  const since = useOfflineSince();
  if (since === null) return null;
  return (
    <Text fontWeight="semibold" {...props}>
      {t("offline.since", { time: formatSince(since, i18n.language === "no" ? "nb" : "en") })}
    </Text>
  );
}
