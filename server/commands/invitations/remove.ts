import type { FastifyRequest } from "fastify";
import { recordActivity } from "../../activity/record";
import { ApiError } from "../../errors";
import { administeredAccounts } from "../../invitations/invitation-support";
import type { WriteContext } from "../../publishing/write";

/** What an administrator withdraws from an account they administer. */
export type Withdrawable = "invitation" | "registration-page";

interface Row {
  id: string;
  account_id: string;
  account: { account_key: string };
}

interface Store<T extends Row> {
  find(id: string): Promise<T | undefined>;
  remove(id: string): Promise<boolean>;
}

async function withdrawRow<T extends Row>(
  { repos, scope }: WriteContext,
  request: FastifyRequest,
  type: Withdrawable,
  { store, nameOf }: { store: Store<T>; nameOf: (row: T) => string },
  id: string,
): Promise<void> {
  const row = await store.find(id);
  const accounts = await administeredAccounts(repos, scope.user, scope.admin);
  if (!row || !accounts.some((a) => a.id === row.account_id)) {
    throw new ApiError(404, "not-found");
  }
  if (!(await store.remove(row.id))) throw new ApiError(404, "not-found");
  await recordActivity(repos, request, {
    accountId: row.account_id,
    action: `${type}.delete`,
    target: { type, id: row.id, name: nameOf(row) },
    details: { accountKey: row.account.account_key },
  });
}

/**
 * Removes an invitation or a registration page and records it, in the write's transaction. One
 * of an account the administrator does not administer is as unknown as a missing one (404).
 */
export function withdraw(
  context: WriteContext,
  request: FastifyRequest,
  type: Withdrawable,
  id: string,
): Promise<void> {
  const { invitations, registrationPages } = context.repos;
  return type === "invitation"
    ? withdrawRow(context, request, type, { store: invitations, nameOf: (r) => r.email }, id)
    : withdrawRow(
        context,
        request,
        type,
        { store: registrationPages, nameOf: (r) => r.email_domain },
        id,
      );
}
