import { z } from "zod";
import { ACTIVITY_ACTIONS, ACTIVITY_TARGET_TYPES } from "../activity";
import { ACTIVITY_CHANGE_FIELDS, type ActivityChange } from "../activity-changes";
import { ZPageQuery, zPage } from "./common";

export const ZActivityAction = z.enum(ACTIVITY_ACTIONS);

/** One administrative change: who (and who represented them), what, when. */
export const ZActivityEntry = z.object({
  id: z.string(),
  action: ZActivityAction,
  actor: z.object({ id: z.string().nullable(), displayName: z.string() }),
  /** Set when an administrator acted while signed in as `actor`. */
  representedBy: z.object({ id: z.string().nullable(), displayName: z.string() }).nullable(),
  target: z
    .object({ type: z.enum(ACTIVITY_TARGET_TYPES), id: z.string(), name: z.string() })
    .nullable(),
  /** Small, action-specific facts (changed fields, role, method and path). */
  details: z.record(z.string(), z.unknown()),
  createdUtc: z.string(),
});
export type ActivityEntry = z.infer<typeof ZActivityEntry>;

/** `details.changes` of a settings, features, plugins or rights entry. */
export const ZActivityChanges = z.array(
  z.object({
    field: z.enum(ACTIVITY_CHANGE_FIELDS),
    before: z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
    after: z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
  }),
) satisfies z.ZodType<ActivityChange[]>;

export const ACTIVITY_SEARCH_MAX = 100;

/**
 * GET /accounts/{host}/activity: a page of the log, narrowed to one person (who acted or
 * represented someone), one action, a time span (`from` inclusive, `to` exclusive, ISO times
 * with offset: the client sends the bounds of the days the viewer picked in their own zone),
 * and a search in names and details. Empty values mean "any".
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

const filterShape = {
  person: optional(z.uuid()),
  action: optional(ZActivityAction),
  from: optional(z.iso.datetime({ offset: true })),
  to: optional(z.iso.datetime({ offset: true })),
  q: optional(z.string().trim().min(1).max(ACTIVITY_SEARCH_MAX)),
};
const datesInOrder = (f: { from?: string; to?: string }) =>
  !f.from || !f.to || Date.parse(f.from) < Date.parse(f.to);
const DATE_ORDER = { path: ["to"], message: "activity-date-range" };

export const ZActivityFilter = z.object(filterShape).refine(datesInOrder, DATE_ORDER);
export type ActivityFilter = z.infer<typeof ZActivityFilter>;

export const ZActivityQuery = ZPageQuery.extend(filterShape).refine(datesInOrder, DATE_ORDER);

/** GET /accounts/{host}/activity/people: whoever appears in the log, for the person filter. */
export const ZActivityPeople = z.array(z.object({ id: z.string(), displayName: z.string() }));
export type ActivityPeople = z.infer<typeof ZActivityPeople>;
export const ZActivityPage = zPage(ZActivityEntry);
export type ActivityPage = z.infer<typeof ZActivityPage>;
