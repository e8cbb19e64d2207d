import "./login.css";
import { DEFAULT_LOCALE, type Locale } from "../../domain/constants";
import { localeFromPath, localizePath, stripLocale, writeLocaleCookie } from "../lib/locale";
import { initTheme, toggleTheme } from "../lib/theme";
import { registerServiceWorker } from "../pwa/register";
import { mountLoginPage } from "./login-page";

// The sign-in page's entry (login.html): a page of its own so that a visitor's first screen
// paints from a few kilobytes of script; signing in loads the app with a full navigation.
initTheme();
registerServiceWorker();

const host = document.getElementById("root");
if (!host) throw new Error("login.html has no #root element");

/** Visiting a Norwegian page remembers the choice, as the app's routes do. */
const remember = (locale: Locale) => {
  if (locale !== DEFAULT_LOCALE) writeLocaleCookie(locale);
};

const initial = localeFromPath(window.location.pathname);
remember(initial);
const redraw = mountLoginPage(host, {
  locale: initial,
  search: window.location.search,
  navigate: (url) => window.location.replace(url),
  onToggleTheme: () => void toggleTheme(),
  onLanguage: (next) => {
    writeLocaleCookie(next);
    const path = localizePath(stripLocale(window.location.pathname), next);
    window.history.pushState(null, "", `${path}${window.location.search}`);
    redraw(next);
  },
});

window.addEventListener("popstate", () => redraw(localeFromPath(window.location.pathname)));
