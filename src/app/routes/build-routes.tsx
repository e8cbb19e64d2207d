import { Suspense } from "react";
import { Outlet, type RouteObject } from "react-router-dom";
import { LOCALES, type Locale } from "../../../domain/constants";
import { FullScreenSpinner } from "../../components/FullScreenSpinner";
import { localePrefix } from "../../lib/locale";
import { LAYOUTS, PAGES } from "./lazy-modules";
import type { RouteHandle } from "./route-handle";
import { ROUTE_TABLE, type RouteDef } from "./route-table";

function toRoute(def: RouteDef, locale: Locale): RouteObject {
  const id = `${locale}:${def.id}`;
  const Page = def.page ? PAGES[def.page] : null;
  const page = Page ? <Page /> : null;
  const Layout =
    def.layout && def.layout !== "error" && def.layout !== "index" ? LAYOUTS[def.layout] : null;
  const Frame = def.frame ? PAGES[def.frame] : null;
  const chunks = [Layout, Frame, Page].filter((c) => c !== null);
  const handle: RouteHandle = {
    id: def.id,
    titleKey: def.titleKey,
    rule: def.rule,
    preload: chunks.length
      ? () => {
          for (const chunk of chunks) chunk.preload();
        }
      : undefined,
  };

  if (def.layout === "index") return { id, index: true, handle, element: null };

  const routed = def.children?.map((child) => toRoute(child, locale));
  const children: RouteObject[] | undefined = routed
    ? Frame
      ? [{ id: `${id}:frame`, element: <Frame />, children: routed }]
      : routed
    : Layout && page
      ? [{ index: true, element: page }]
      : undefined;

  const element = Layout ? (
    <Suspense fallback={<FullScreenSpinner />}>
      <Layout />
    </Suspense>
  ) : (
    (page ?? <Outlet />)
  );

  if (def.path === "" && !children) return { id, index: true, handle, element };
  return { id, path: def.path || undefined, handle, element, children };
}

const notFound = (locale: Locale): RouteObject => ({
  id: `${locale}:not-found`,
  path: "*",
  handle: {
    id: "not-found",
    titleKey: "errors.pageNotFound",
    notFound: true,
  } satisfies RouteHandle,
  element: null,
});

/** Every route of the table in every language: English at the root, the others under /{locale}. */
export function buildLocaleRoutes(): RouteObject[] {
  return LOCALES.flatMap((locale): RouteObject[] => {
    const routes = [...ROUTE_TABLE.map((def) => toRoute(def, locale)), notFound(locale)];
    const prefix = localePrefix(locale);
    return prefix ? [{ id: `${locale}:base`, path: prefix.slice(1), children: routes }] : routes;
  });
}
