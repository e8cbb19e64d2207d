import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { AppToaster } from "../components/toaster";
import { applyLocale } from "../lib/i18n";
import { localeFromPath } from "../lib/locale";
import { useReloadOnNavigationIfUpdated } from "../pwa";
import { RouteGuard } from "./guard/RouteGuard";
import { useHelpWidget } from "./hooks/use-help-widget";

/** The root of every route: language from the URL, the update reload, the guard, toasts, help. */
export function RootLayout() {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  useReloadOnNavigationIfUpdated();
  useHelpWidget();
  useEffect(() => applyLocale(locale), [locale]);
  return (
    <>
      <RouteGuard />
      <AppToaster />
    </>
  );
}
