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
