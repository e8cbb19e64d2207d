import { createBrowserRouter } from "react-router-dom";
import { paths } from "../../domain/paths";
import { setUnauthorizedHandler } from "../lib/api-client";
import { localeFromPath, localizePath } from "../lib/locale";
import { RouteErrorPage } from "./pages/RouteErrorPage";
import { RootLayout } from "./RootLayout";
import { buildLocaleRoutes } from "./routes/build-routes";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router, made when main.tsx calls for it rather than as the module loads: ranking
 * every route in both languages is a step of its own at boot.
 */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter([
    {
      id: "app",
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: buildLocaleRoutes(),
    },
  ]);
  // A 401 that ends the session, from any call, sends the user to login and back here
  // afterwards; other failures leave the session alone (`endsSession`).
  setUnauthorizedHandler((redirectUrl) => {
    const locale = localeFromPath(window.location.pathname);
    const login = localizePath(paths.login, locale);
    if (window.location.pathname === login) return;
    void router.navigate(`${login}?redirectUrl=${encodeURIComponent(redirectUrl)}`, {
      replace: true,
    });
  });
  return router;
}
