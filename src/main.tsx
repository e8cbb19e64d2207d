import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { AppProviders } from "./app/providers";
import { router } from "./app/router";
import { startFirstScreen } from "./app/routes/first-data";
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

startFirstScreen(router.state.matches);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A transition renders in slices that yield to the browser: on a slow phone the first render
// of the layout and page no longer blocks input (or the next paint) for hundreds of ms.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );

// A Norwegian first page waits for its strings (one small chunk) instead of flashing English,
// and every page for the theme's global stylesheet (fetched with the page).
const locale = localeFromPath(window.location.pathname);
const strings = loadLocale(locale)
  .then(() => i18n.changeLanguage(locale))
  .catch(() => undefined);
Promise.all([strings, chakraGlobalCssReady]).finally(render);
