import type { RouteRule } from "./route-table";

/** What each router route carries for the guard, the title and section navigation. */
export interface RouteHandle {
  id: string;
  titleKey: string;
  rule?: RouteRule;
  /** The parent route's table id, for child pages that show their section's navigation. */
  section?: string;
  /** The catch-all: no route of the table matched. */
  notFound?: boolean;
}

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === "object" && value !== null && "titleKey" in value;
