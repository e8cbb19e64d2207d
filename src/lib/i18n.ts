import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../domain/constants";
import en from "../../locales/en.json";
import { localeFromPath, writeLocaleCookie } from "./locale";

/**
 * English ships with the first screen (it is the default and the fallback); other languages
 * are their own chunk, fetched when a route needs them, so the login page stays small.
 */
const LOADERS: Partial<Record<Locale, () => Promise<{ default: object }>>> = {
  no: () => import("../../locales/no.json"),
};

/** The language comes from the URL: /no… is Norwegian, everything else English. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  lng: typeof window === "undefined" ? DEFAULT_LOCALE : localeFromPath(window.location.pathname),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Makes a language's strings available; resolves at once when they already are. */
export async function loadLocale(locale: Locale): Promise<void> {
  const load = LOADERS[locale];
  if (!load || i18n.hasResourceBundle(locale, "translation")) return;
  const { default: strings } = await load();
  i18n.addResourceBundle(locale, "translation", strings);
}

/** Follows the route's language; visiting a Norwegian route also remembers the choice. */
export function applyLocale(locale: Locale): void {
  if (i18n.language !== locale || !i18n.hasResourceBundle(locale, "translation")) {
    void loadLocale(locale).then(() => i18n.changeLanguage(locale));
  }
  if (typeof document !== "undefined")
    document.documentElement.lang = locale === "no" ? "nb" : "en";
  if (locale !== DEFAULT_LOCALE) writeLocaleCookie(locale);
}
