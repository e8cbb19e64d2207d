import { z } from "zod";
import { ERROR_KEYS } from "../errors";

/** Every 4xx/5xx body: an errorKey the client translates, plus optional detail for forms. */
export const ZErrorResponse = z.object({
  errorKey: z.enum(ERROR_KEYS),
  message: z.string().optional(),
  /** Field-level problems for form validation, keyed by field path. */
  fields: z.record(z.string(), z.string()).optional(),
  /** stale-version (409): the row as it is now, to keep one's own change or take this one. */
  current: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZHostParams = z.object({ host: z.string().min(3).max(200) });
export const ZDomainParams = z.object({ domain: z.string().min(1).max(100) });

/** PostgreSQL `integer` (int4), the type of every version and counter column. */
export const INT4_MAX = 2_147_483_647;
/** A JSON integer that fits an int4 column, so it can never make PostgreSQL fail. */
export const zInt4 = () =>
  z
    .number()
    .int()
    .min(-INT4_MAX - 1)
    .max(INT4_MAX);
/** The same, read from a query string. */
export const zQueryInt4 = () =>
  z.coerce
    .number()
    .int()
    .min(-INT4_MAX - 1)
    .max(INT4_MAX);
/**
 * A live event id as sent back by clients (`since`, Last-Event-ID): a bigserial, handled as a
 * JS number on the server, so bounded to 2^53 (well inside int8) to stay exact.
 */
export const zEventId = z
  .string()
  .regex(/^\d{1,16}$/)
  .refine((id) => Number(id) <= Number.MAX_SAFE_INTEGER);

/** Offset paging for admin lists ("from - to of total"). Pages count from 1. */
export const ZPageQuery = z.object({
  page: zQueryInt4().min(1).max(100_000).default(1),
  pageSize: zQueryInt4().min(1).max(100).default(25),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
