import { z } from "zod";
import { ERROR_KEYS } from "../errors";

/** Every 4xx/5xx body: an errorKey the client translates, plus optional detail for forms. */
export const ZErrorResponse = z.object({
  errorKey: z.enum(ERROR_KEYS),
  message: z.string().optional(),
  /** Field-level problems for form validation, keyed by field path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZHostParams = z.object({ host: z.string().min(3).max(200) });
export const ZDomainParams = z.object({ domain: z.string().min(1).max(100) });

/** Offset paging for admin lists ("from - to of total", spec §9). Pages count from 1. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
