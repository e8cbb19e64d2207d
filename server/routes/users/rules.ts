import type { UserListItem } from "../../../domain/schemas/user";
import type { AdminScope } from "../../auth/admin";
import type { AccountRow } from "../../db/schema";
import { ApiError } from "../../errors";
import type { Repositories } from "../../repositories";

/** Whether an account belongs to the organisation of `root` (the root or one of its children). */
export const inOrganization = (root: AccountRow, account: AccountRow): boolean =>
  account.domain === root.domain &&
  (account.id === root.id || account.parent_account_key === root.account_key);

/** The target of a user route: someone holding access to the `:host` account, else 404. */
export async function memberOrThrow(
  repos: Repositories,
  scope: AdminScope,
  userId: string,
): Promise<UserListItem> {
  const member = await repos.users.member(scope.account.id, userId, scope.root);
  if (!member) throw new ApiError(404, "not-found");
  return member;
}

/** Whether the user administers the whole organisation (admin of its top-level account). */
export async function holdsOrganization(
  repos: Repositories,
  userId: string,
  root: AccountRow,
): Promise<boolean> {
  const record = await repos.access.forAccount(userId, {
    accountDomain: root.domain,
    accountKey: root.account_key,
  });
  return record?.role === "admin";
}

/**
 * An administrator of a sub-account only must not change or delete an organisation
 * administrator: they would otherwise reach above their own scope.
 */
export async function assertMayManage(
  repos: Repositories,
  scope: AdminScope,
  targetId: string,
): Promise<void> {
  if (scope.organizationAdmin) return;
  if (await holdsOrganization(repos, targetId, scope.root)) throw new ApiError(403, "forbidden");
}

/**
 * The profile (name, deletion) belongs to the organisation of the user's main account: an
 * administrator elsewhere manages only the access the user holds in their own accounts.
 */
export function assertProfileEditable(target: UserListItem): void {
  if (!target.profileEditable) throw new ApiError(403, "forbidden");
}

/**
 * Deleting removes the user from every account. An organisation admin may delete anyone whose
 * main account is in the organisation; an admin of one account only someone who holds access
 * to that account alone.
 */
export async function assertMayDelete(
  repos: Repositories,
  scope: AdminScope,
  target: UserListItem,
): Promise<void> {
  assertProfileEditable(target);
  if (scope.organizationAdmin) return;
  const records = await repos.access.forUser(target.userId);
  if (records.some((r) => r.accountId !== scope.account.id)) throw new ApiError(403, "forbidden");
}

/** The account a cross-publishing path names: same organisation, never the host itself. */
export async function crossAccountOrThrow(
  repos: Repositories,
  scope: AdminScope,
  accountKey: string,
): Promise<AccountRow> {
  const account = await repos.accounts.findByKey(scope.account.domain, accountKey);
  if (!account || !inOrganization(scope.root, account) || account.id === scope.account.id) {
    throw new ApiError(400, "cross-access-invalid");
  }
  return account;
}

export const userTarget = (user: { userId: string; displayName: string }) => ({
  type: "user" as const,
  id: user.userId,
  name: user.displayName,
});
