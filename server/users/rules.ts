import { type AdminEntityOf, administersOrganization } from "../../domain/abilities";
import type { UserListItem } from "../../domain/schemas/user";
import type { AdminScope } from "../auth/admin";
import type { AccountRow } from "../db/schema";
import { ApiError } from "../errors";
import type { Repositories } from "../repositories";

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
  return administersOrganization(record?.role);
}

/** What domain/abilities needs to know of a user an administrator acts on. */
export async function memberEntity(
  repos: Repositories,
  scope: AdminScope,
  target: UserListItem,
): Promise<AdminEntityOf<"member">> {
  const [administersOrganization, records] = await Promise.all([
    holdsOrganization(repos, target.userId, scope.root),
    repos.access.forUser(target.userId),
  ]);
  return {
    kind: "member",
    administersOrganization,
    profileEditable: target.profileEditable,
    onlyInAccount: records.every((r) => r.accountId === scope.account.id),
  };
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
