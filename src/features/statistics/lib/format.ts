/** The Intl locale of a UI language. */
export const intlLocale = (language: string): string => (language === "no" ? "nb-NO" : "en-GB");

export const formatNumber = (value: number, language: string): string =>
  new Intl.NumberFormat(intlLocale(language)).format(value);

/** A UTC day (YYYY-MM-DD) as "3 Mar" / "3. mars", read in UTC so it never shifts a day. */
export const formatDay = (date: string, language: string, long = false): string =>
  new Intl.DateTimeFormat(intlLocale(language), {
    day: "numeric",
    month: long ? "long" : "short",
    ...(long ? { weekday: "long" as const } : {}),
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
