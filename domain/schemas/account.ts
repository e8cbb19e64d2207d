import { z } from "zod";

/** An account as administration screens show it (spec §3). */
export const ZAccount = z.object({
  id: z.string(),
  accountKey: z.string(),
  domain: z.string(),
  name: z.string(),
  displayName: z.string(),
  organizationName: z.string().nullable(),
  /** null for a top-level account. */
  parentAccountKey: z.string().nullable(),
  createdUtc: z.string(),
});
export type Account = z.infer<typeof ZAccount>;

/**
 * GET /accounts/{host}/sub-accounts: the sub-accounts of the organisation `host` belongs to
 * (the children of its top-level account), sorted by display name.
 */
export const ZSubAccounts = z.array(ZAccount);
