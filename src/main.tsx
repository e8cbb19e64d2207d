import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { AppProviders } from "./app/providers";
import { router } from "./app/router";
import { chakraGlobalCssReady } from "./app/theme/global-css";
import { applySafeModeParam } from "./features/extensions/runtime/safe-mode";
import { i18n, loadLocale } from "./lib/i18n";
import { localeFromPath } from "./lib/locale";
import { initTheme } from "./lib/theme";
import { installChunkErrorReload, registerServiceWorker } from "./pwa";

initTheme();
applySafeModeParam();
installChunkErrorReload();
registerServiceWorker();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );

// A Norwegian first page waits for its strings (one small chunk) instead of flashing English,
// and every page for the theme's global stylesheet (fetched with the page).
const locale = localeFromPath(window.location.pathname);
const strings = loadLocale(locale)
  .then(() => i18n.changeLanguage(locale))
  .catch(() => undefined);
Promise.all([strings, chakraGlobalCssReady]).finally(render);
