import type { RouteRule } from "./route-table";

/** What each router route carries for the guard and the title. */
export interface RouteHandle {
  id: string;
  titleKey: string;
  rule?: RouteRule;
  /** Starts the route's layout and page chunks (before the guard lets them render). */
  preload?: () => void;
  /** The catch-all: no route of the table matched. */
  notFound?: boolean;
}

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === "object" && value !== null && "titleKey" in value;
