import firstScreenEnglish from "virtual:first-screen-strings/en";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../domain/constants";
import { htmlLang, localeFromPath, writeLocaleCookie } from "./locale";

type Strings = { default: object };

/**
 * The entry carries only the English strings of the first screen (src/lib/first-screen-strings.ts).
 * The rest are chunks: Norwegian's first screen when a route needs it, and a whole language
 * once a screen beyond the login route loads (`loadEveryString`), so the login page stays small.
 */
const FIRST_SCREEN: Partial<Record<Locale, () => Promise<Strings>>> = {
  no: () => import("virtual:first-screen-strings/no"),
};
const EVERY_STRING: Record<Locale, () => Promise<Strings>> = {
  en: () => import("../../locales/en.json"),
  no: () => import("../../locales/no.json"),
};

/** What is loaded of each language. */
const loaded = new Map<Locale, "first-screen" | "every">([[DEFAULT_LOCALE, "first-screen"]]);
/** Set once a screen needs every string: a later language switch then loads the whole language. */
let everyScreen = false;

/** The language comes from the URL: /no… is Norwegian, everything else English. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: firstScreenEnglish } },
  partialBundledLanguages: true,
  lng: typeof window === "undefined" ? DEFAULT_LOCALE : localeFromPath(window.location.pathname),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
  // A component that rendered before its strings arrived (the tab title) renders again.
  react: { bindI18nStore: "added" },
});

async function load(locale: Locale, part: "first-screen" | "every"): Promise<void> {
  const have = loaded.get(locale);
  if (have === "every" || have === part) return;
  const loader = part === "every" ? EVERY_STRING[locale] : FIRST_SCREEN[locale];
  if (!loader) return;
  const { default: strings } = await loader();
  i18n.addResourceBundle(locale, "translation", strings, true, true);
  if (loaded.get(locale) !== "every") loaded.set(locale, part);
}

/** Makes a language's strings available for the screens loaded so far; resolves at once when they are. */
export function loadLocale(locale: Locale): Promise<void> {
  return load(locale, everyScreen ? "every" : "first-screen");
}

/** Every string of the current language, for a screen beyond the first (and from now on). */
export function loadEveryString(): Promise<void> {
  everyScreen = true;
  const current = (LOCALES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Locale)
    : DEFAULT_LOCALE;
  return load(current, "every");
}

/** Follows the route's language; visiting a Norwegian route also remembers the choice. */
export function applyLocale(locale: Locale): void {
  void loadLocale(locale).then(() => {
    if (i18n.language !== locale) return i18n.changeLanguage(locale);
  });
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(locale);
  if (locale !== DEFAULT_LOCALE) writeLocaleCookie(locale);
}
