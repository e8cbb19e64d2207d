import { ACTIVITY_ACTIONS, type ActivityAction } from "../../../../domain/activity";
import { ACTIVITY_SEARCH_MAX } from "../../../../domain/schemas/activity";

/** The log's filters as the URL keeps them: days as the viewer's own `YYYY-MM-DD`. */
export interface ActivityFilters {
  person: string;
  action: ActivityAction | "";
  from: string;
  to: string;
  q: string;
}

export const FILTER_KEYS = ["person", "action", "from", "to", "q"] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : "");

export function filtersFromParams(params: URLSearchParams): ActivityFilters {
  const action = params.get("action") ?? "";
  return {
    person: params.get("person") ?? "",
    action: (ACTIVITY_ACTIONS as readonly string[]).includes(action)
      ? (action as ActivityAction)
      : "",
    from: day(params.get("from")),
    to: day(params.get("to")),
    q: (params.get("q") ?? "").slice(0, ACTIVITY_SEARCH_MAX),
  };
}

export const isFiltered = (f: ActivityFilters): boolean =>
  FILTER_KEYS.some((key) => f[key].trim() !== "");

/** Midnight at the start of a local day, as an ISO time the server compares with. */
const startOfDay = (value: string, plusDays = 0): string => {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays).toISOString();
};

/**
 * The API's query for one page: the picked days become the span from the start of `from` to
 * the end of `to` in the viewer's zone (the server takes `to` as exclusive).
 */
export function activityQueryString(f: ActivityFilters, page: number, pageSize: number): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (f.person) query.set("person", f.person);
  if (f.action) query.set("action", f.action);
  if (f.from) query.set("from", startOfDay(f.from));
  if (f.to) query.set("to", startOfDay(f.to, 1));
  if (f.q.trim()) query.set("q", f.q.trim());
  return query.toString();
}
