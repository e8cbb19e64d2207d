import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { AppProviders } from "./app/providers";
import { type AppRouter, createAppRouter } from "./app/router";
import { startFirstScreen } from "./app/routes/first-data";
import { chakraGlobalCssReady } from "./app/theme/global-css";
import { appSystem } from "./app/theme/system";
import { applySafeModeParam } from "./features/extensions/runtime/safe-mode";
import { i18n, loadLocale } from "./lib/i18n";
import { localeFromPath } from "./lib/locale";
import { initTheme } from "./lib/theme";
import { yieldToMain } from "./lib/yield-to-main";
import { installChunkErrorReload, registerServiceWorker } from "./pwa";

initTheme();
applySafeModeParam();
installChunkErrorReload();
registerServiceWorker();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A transition renders in slices that yield to the browser: on a slow phone the first render
// of the layout and page no longer blocks input (or the next paint) for hundreds of ms.
const render = (router: AppRouter) =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );

/**
 * The boot in steps, each in a task of its own: loading the modules, making the router (and
 * starting the first screen's chunks and data), making Chakra's system. As one task they
 * blocked a throttled phone for most of a second.
 */
async function boot(): Promise<void> {
  await yieldToMain();
  const router = createAppRouter();
  startFirstScreen(router.state.matches);
  // A Norwegian first page waits for its strings (one small chunk) instead of flashing
  // English, and every page for the theme's global stylesheet (fetched with the page).
  const locale = localeFromPath(window.location.pathname);
  const strings = loadLocale(locale)
    .then(() => i18n.changeLanguage(locale))
    .catch(() => undefined);
  await yieldToMain();
  appSystem();
  await Promise.all([strings, chakraGlobalCssReady]).catch(() => undefined);
  render(router);
}

void boot();
