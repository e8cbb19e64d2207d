import type { RouteRule } from "./route-table";

/** What each router route carries for the guard and the title. */
export interface RouteHandle {
  id: string;
  titleKey: string;
  rule?: RouteRule;
  /** The catch-all: no route of the table matched. */
  notFound?: boolean;
}

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === "object" && value !== null && "titleKey" in value;
