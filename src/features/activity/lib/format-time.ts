const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** The Intl locale of a UI language. */
export const intlLocale = (language: string): string => (language === "no" ? "nb-NO" : "en-GB");

/** "5 minutes ago", "yesterday", "now": the largest whole unit between `iso` and `now`. */
export function relativeTime(iso: string, language: string, now: Date = new Date()): string {
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: "auto" });
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, "second");
}

/** The full date and time, for the title of a relative time. */
export const absoluteTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "full", timeStyle: "medium" }).format(
    new Date(iso),
  );
