import firstScreen from "virtual:first-screen-strings";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../domain/constants";
import { localeFromPath, writeLocaleCookie } from "./locale";

/**
 * The entry carries only the English strings of the first screen (src/lib/first-screen-strings.ts).
 * A whole language is its own chunk: Norwegian when a route needs it, English once a screen
 * beyond the login route loads (`loadEveryString`), so the login page stays small.
 */
const LOADERS: Record<Locale, () => Promise<{ default: object }>> = {
  en: () => import("../../locales/en.json"),
  no: () => import("../../locales/no.json"),
};

/** The languages whose every string is loaded. */
const complete = new Set<Locale>();
/** Set once a screen needs every string: a later language switch then loads the whole language. */
let everyScreen = false;

/** The language comes from the URL: /no… is Norwegian, everything else English. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: firstScreen } },
  partialBundledLanguages: true,
  lng: typeof window === "undefined" ? DEFAULT_LOCALE : localeFromPath(window.location.pathname),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
  // A component that rendered before its strings arrived (the tab title) renders again.
  react: { bindI18nStore: "added" },
});

async function loadComplete(locale: Locale): Promise<void> {
  if (complete.has(locale)) return;
  const { default: strings } = await LOADERS[locale]();
  i18n.addResourceBundle(locale, "translation", strings, true, true);
  complete.add(locale);
}

/** Makes a language's strings available for the screens loaded so far; resolves at once when they are. */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE && !everyScreen) return Promise.resolve();
  return loadComplete(locale);
}

/** Every string of the current language, for a screen beyond the first (and from now on). */
export function loadEveryString(): Promise<void> {
  everyScreen = true;
  const current = (LOCALES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Locale)
    : DEFAULT_LOCALE;
  return loadComplete(current);
}

/** Follows the route's language; visiting a Norwegian route also remembers the choice. */
export function applyLocale(locale: Locale): void {
  void loadLocale(locale).then(() => {
    if (i18n.language !== locale) return i18n.changeLanguage(locale);
  });
  if (typeof document !== "undefined")
    document.documentElement.lang = locale === "no" ? "nb" : "en";
  if (locale !== DEFAULT_LOCALE) writeLocaleCookie(locale);
}
