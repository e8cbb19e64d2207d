import { z } from "zod";
import { ACTIVITY_ACTIONS, ACTIVITY_TARGET_TYPES } from "../activity";
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

export const ZActivityQuery = ZPageQuery;
export const ZActivityPage = zPage(ZActivityEntry);
export type ActivityPage = z.infer<typeof ZActivityPage>;
