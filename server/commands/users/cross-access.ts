import type { FastifyRequest } from "fastify";
import type { Rights } from "../../../domain/roles";
import type { UserListItem } from "../../../domain/schemas/user";
import { recordActivity } from "../../activity/record";
import type { AdminScope } from "../../auth/admin";
import type { Db } from "../../db/open";
import type { AccountRow } from "../../db/schema";
import { ApiError } from "../../errors";
import { writeTransaction } from "../../publishing/write";
import type { Repositories } from "../../repositories";
import { userTarget } from "../../users/rules";

/** Adding or removing a user's access to another account of the organisation. */
export type CrossAccessChange = "add" | "remove";

export interface CrossAccess {
  /** The administrator's scope: the `:host` account the change is recorded in. */
  scope: AdminScope;
  /** A member of the host account. */
  target: UserListItem;
  /** The other account, already checked to be in the organisation and not the host. */
  account: AccountRow;
}

/**
 * Cross-account publishing makes the user a User of the other account who may publish their
 * own posts and nothing more; an administrator widens it from that account's users list.
 */
const CROSS_PUBLISHING_RIGHTS: Rights = { allow: ["publish"] };

const apply: Record<
  CrossAccessChange,
  (tx: Repositories, userId: string, account: AccountRow) => Promise<void>
> = {
  async add(tx, userId, account) {
    const held = await tx.access.forAccount(userId, {
      accountDomain: account.domain,
      accountKey: account.account_key,
    });
    if (held) throw new ApiError(400, "cross-access-invalid");
    await tx.access.grant(userId, account.id, "user", CROSS_PUBLISHING_RIGHTS);
  },
  async remove(tx, userId, account) {
    const user = await tx.users.findById(userId);
    // The main account stays: a user always holds access to it.
    if (user?.main_account_id === account.id || !(await tx.access.revoke(userId, account.id))) {
      throw new ApiError(400, "cross-access-invalid");
    }
    // Their open sessions (and the account's data their devices hold) end with the access.
    await tx.sessions.revokeUser(userId);
  },
};

/**
 * Grants or withdraws cross-account publishing and records it in the host account's activity,
 * in one transaction. The caller has authorised the administrator and checked both accounts.
 */
export async function changeCrossAccess(
  db: Db,
  request: FastifyRequest,
  change: CrossAccessChange,
  { scope, target, account }: CrossAccess,
): Promise<void> {
  await writeTransaction(db, async (tx) => {
    await apply[change](tx, target.userId, account);
    await recordActivity(tx, request, {
      accountId: scope.account.id,
      action: `user.cross-access.${change}`,
      target: userTarget(target),
      details: { accountKey: account.account_key, accountName: account.display_name },
    });
  });
}
