import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  LOCALES,
  type Locale,
} from "../../domain/constants";

/** Norwegian routes carry a /no prefix; English ones none. */
export const localePrefix = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? "" : `/${locale}`;

export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return (LOCALES as readonly string[]).includes(first) && first !== DEFAULT_LOCALE
    ? (first as Locale)
    : DEFAULT_LOCALE;
}

/** The page's lang attribute: Norwegian pages are Bokmål. */
export const htmlLang = (locale: Locale): string => (locale === "no" ? "nb" : "en");

/** Strips the locale prefix: "/no/login" → "/login", "/no" → "/". */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(localePrefix(locale).length);
  return rest === "" ? "/" : rest;
}

/** An English path in the given language. */
export function localizePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** Remembers the chosen language for 365 days on the whole site. */
export function writeLocaleCookie(locale: Locale, doc: Document = document): void {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  doc.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

export function readLocaleCookie(doc: Document = document): Locale | null {
  const match = doc.cookie
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  const value = match?.slice(LOCALE_COOKIE.length + 1);
  return value && (LOCALES as readonly string[]).includes(value) ? (value as Locale) : null;
}
