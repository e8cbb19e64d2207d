import firstScreenEnglish from "virtual:first-screen-strings/en";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../domain/constants";
import type { RouteStrings } from "./first-screen-strings";
import { htmlLang, localeFromPath, writeLocaleCookie } from "./locale";

type Strings = { default: object };
type Load = () => Promise<Strings>;

/**
 * The entry carries only the English strings of the first screen (src/lib/first-screen-strings.ts).
 * The rest are chunks: Norwegian's first screen when a route needs it, a route's own strings
 * for the channels list and the suite (`loadRouteStrings`), and a whole language once any other
 * screen loads (`loadEveryString`), so the login page stays small.
 */
const FIRST_SCREEN: Partial<Record<Locale, Load>> = {
  no: () => import("virtual:first-screen-strings/no"),
};
const EVERY_STRING: Record<Locale, Load> = {
  en: () => import("../../locales/en.json"),
  no: () => import("../../locales/no.json"),
};
/** A route's strings past the first screen's, and the rest of the language past both. */
const ROUTE_STRINGS: Record<RouteStrings, Record<Locale, { own: Load; rest: Load }>> = {
  channels: {
    en: {
      own: () => import("virtual:route-strings/en/channels"),
      rest: () => import("virtual:route-strings/en/channels/rest"),
    },
    no: {
      own: () => import("virtual:route-strings/no/channels"),
      rest: () => import("virtual:route-strings/no/channels/rest"),
    },
  },
  suite: {
    en: {
      own: () => import("virtual:route-strings/en/suite"),
      rest: () => import("virtual:route-strings/en/suite/rest"),
    },
    no: {
      own: () => import("virtual:route-strings/no/suite"),
      rest: () => import("virtual:route-strings/no/suite/rest"),
    },
  },
};

/** Each part asked for, by language and part; a failed load is forgotten, to be asked again. */
const parts = new Map<string, Promise<void>>();
/** The route's strings a language got first: the rest of the language past them completes it. */
const routeSet = new Map<Locale, RouteStrings>();
/**
 * What the screens loaded so far need: the first screen's strings, a route's (the channels list,
 * the suite), or every string. A language switch loads as much of the new language.
 */
let need: "first-screen" | "route" | "every" = "first-screen";

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
  // A key shown as itself is a bug (a screen that rendered before its strings were in): the
  // console names it, and e2e/route-strings.spec.ts fails on it.
  saveMissing: true,
  missingKeyHandler: (_lngs, _ns, key) => console.warn(`i18n: no string for "${key}"`),
});

const current = (): Locale =>
  (LOCALES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Locale)
    : DEFAULT_LOCALE;

/** Starts a part of a language once (while it loads or once it is in). */
function part(locale: Locale, name: string, start: () => Promise<void>): Promise<void> {
  const key = `${locale}:${name}`;
  let loading = parts.get(key);
  if (!loading) {
    loading = start();
    parts.set(key, loading);
    loading.catch(() => parts.delete(key));
  }
  return loading;
}

/** Loads strings into the language; `silent` spares the store's "added" event (see below). */
const adding =
  (locale: Locale, load: Load | undefined, silent = false) =>
  async (): Promise<void> => {
    if (!load) return;
    const { default: strings } = await load();
    i18n.addResourceBundle(locale, "translation", strings, true, true, { silent });
  };

/** The first screen's strings; English's are in the entry. */
const firstScreen = (locale: Locale) =>
  part(locale, "first-screen", adding(locale, FIRST_SCREEN[locale]));

const routeOwn = (locale: Locale, set: RouteStrings) =>
  part(locale, set, adding(locale, ROUTE_STRINGS[set][locale].own));

function everyStringOf(locale: Locale): Promise<void> {
  const set = routeSet.get(locale);
  if (!set) return part(locale, "every", adding(locale, EVERY_STRING[locale]));
  // With a route's strings in (or on their way), the rest completes the language: each string
  // crosses once. Added silently: the screens on show have their strings already, and the
  // store's "added" event would render every one of them again (the suite's editor and feed:
  // main-thread time on a phone, for no change).
  const rest = adding(locale, ROUTE_STRINGS[set][locale].rest, true);
  return part(locale, "every", () =>
    Promise.all([firstScreen(locale), routeOwn(locale, set), rest()]).then(() => undefined),
  );
}

const hasEvery = (locale: Locale) => parts.has(`${locale}:every`);

/** Makes a language's strings available for the screens loaded so far; resolves at once when they are. */
export function loadLocale(locale: Locale): Promise<void> {
  if (need === "every" || hasEvery(locale)) return everyStringOf(locale);
  if (need === "first-screen") return firstScreen(locale);
  // A route's strings: those of this language when it has them (the route's own, at boot),
  // else the whole language (a switch on a route's screen; it is rare, and then complete).
  const set = routeSet.get(locale);
  if (!set) return everyStringOf(locale);
  return Promise.all([firstScreen(locale), routeOwn(locale, set)]).then(() => undefined);
}

/** Every string of the current language, for a screen beyond the first (and from now on). */
export function loadEveryString(): Promise<void> {
  need = "every";
  return everyStringOf(current());
}

/**
 * The strings of the channels list or the suite (src/lib/first-screen-strings.ts,
 * ROUTE_STRING_KEYS): their screens show before the rest of the language has crossed a slow
 * link, and `loadEveryStringSoon` brings the rest after their first paint.
 */
export function loadRouteStrings(set: RouteStrings): Promise<void> {
  if (need === "first-screen") need = "route";
  const locale = current();
  if (hasEvery(locale)) return everyStringOf(locale);
  if (!routeSet.has(locale)) routeSet.set(locale, set);
  return Promise.all([firstScreen(locale), routeOwn(locale, set)]).then(() => undefined);
}

/**
 * How long after a route's strings the rest of the language waits. Lighthouse loads the page
 * unthrottled and simulates a slow phone from it: a request that ended before the observed
 * largest paint (about 1–2 s in) counts as if the paint had waited for it. Started at the first
 * idle moment, the rest (11–14 KB brotli) often did. The token renewal waits the same way
 * (TOKEN_RENEWAL_DELAY_MS). A screen or dialog that needs the rest sooner asks for it at once.
 */
const EVERY_STRING_DELAY_MS = 3000;

let soon = false;

/** The whole language after the first paint, for the dialogs and screens that wait for it. */
export function loadEveryStringSoon(): void {
  if (soon) return;
  soon = true;
  setTimeout(() => void loadEveryString().catch(() => undefined), EVERY_STRING_DELAY_MS);
}

/** A chunk (a dialog of another feature) that waits for the whole language, as screens do. */
export const withEveryString =
  <M>(load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), loadEveryString()]).then(([module]) => module);

/** Follows the route's language; visiting a Norwegian route also remembers the choice. */
export function applyLocale(locale: Locale): void {
  void loadLocale(locale).then(() => {
    if (i18n.language !== locale) return i18n.changeLanguage(locale);
  });
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(locale);
  if (locale !== DEFAULT_LOCALE) writeLocaleCookie(locale);
}
