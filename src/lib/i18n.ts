import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../domain/constants";
import en from "../../locales/en.json";
import no from "../../locales/no.json";
import { localeFromPath, writeLocaleCookie } from "./locale";

export const resources = { en: { translation: en }, no: { translation: no } } as const;

/** The language comes from the URL: /no… is Norwegian, everything else English. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: typeof window === "undefined" ? DEFAULT_LOCALE : localeFromPath(window.location.pathname),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Follows the route's language; visiting a Norwegian route also remembers the choice. */
export function applyLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  if (typeof document !== "undefined")
    document.documentElement.lang = locale === "no" ? "nb" : "en";
  if (locale !== DEFAULT_LOCALE) writeLocaleCookie(locale);
}
