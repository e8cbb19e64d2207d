import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { parseHost } from "../../domain/host";
import { passesGate } from "../../domain/permissions";
import type { AccountRow, UserRow } from "../db/schema";
import { ApiError } from "../errors";
import { toAccountAccess } from "../repositories/access";
import type { Services } from "../services";
import { scopeOf } from "./scope";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the admin guards: the `:host` account and its organisation's top-level account. */
    adminScope: AdminScope | null;
  }
}

export interface AdminScope {
  account: AccountRow;
  /** The top-level account of the organisation the account belongs to (itself when top-level). */
  root: AccountRow;
  /** Whether the user passes manage.organization on the root account. */
  organizationAdmin: boolean;
}

/** The account a host names, 400 for a malformed host, 403 for an unknown one (as elsewhere). */
export async function accountOfHost(services: Services, host: string): Promise<AccountRow> {
  const ref = parseHost(host);
  if (!ref) throw new ApiError(400, "invalid-lc-host");
  const account = await services.repos.accounts.findByKey(ref.accountDomain, ref.accountKey);
  if (!account) throw new ApiError(403, "forbidden");
  return account;
}

/** Walks parent keys up to the top-level account. */
export async function rootOf(services: Services, account: AccountRow): Promise<AccountRow> {
  let current = account;
  for (let depth = 0; current.parent_account_key && depth < 8; depth++) {
    const parent = await services.repos.accounts.findByKey(
      current.domain,
      current.parent_account_key,
    );
    if (!parent) break;
    current = parent;
  }
  return current;
}

/** manage.organization, asked on the organisation's top-level account (spec §2, §6). */
export async function isOrganizationAdmin(
  services: Services,
  user: UserRow,
  root: AccountRow,
): Promise<boolean> {
  const record = await services.repos.access.forAccount(user.id, {
    accountDomain: root.domain,
    accountKey: root.account_key,
  });
  return record !== undefined && passesGate(toAccountAccess(record), "manage.organization");
}

async function loadAdminScope(request: FastifyRequest, services: Services): Promise<AdminScope> {
  const user = request.currentUser;
  if (!user) throw new ApiError(401, "unauthorized");
  const { host } = request.params as { host?: string };
  if (!host) throw new ApiError(400, "invalid-lc-host");
  const account = await accountOfHost(services, host);
  const root = await rootOf(services, account);
  return { account, root, organizationAdmin: await isOrganizationAdmin(services, user, root) };
}

/**
 * Organisation administration of the `:host` account or any of its sub-accounts: the user
 * must pass manage.organization on the top-level account. Runs after `authenticate`.
 */
export const requireOrganizationAdmin =
  (services: Services): preHandlerAsyncHookHandler =>
  async (request) => {
    const scope = await loadAdminScope(request, services);
    if (!scope.organizationAdmin) throw new ApiError(403, "forbidden");
    request.adminScope = scope;
  };

/**
 * Administration of one account's users: an admin of the `:host` account (view.users), or an
 * organisation admin of its top-level account. Runs after `authenticate`.
 */
export const requireAccountAdmin =
  (services: Services): preHandlerAsyncHookHandler =>
  async (request) => {
    const scope = await loadAdminScope(request, services);
    if (!scope.organizationAdmin) {
      const record = await services.repos.access.forAccount(scopeOf(request).user.id, {
        accountDomain: scope.account.domain,
        accountKey: scope.account.account_key,
      });
      if (!record || !passesGate(toAccountAccess(record), "view.users")) {
        throw new ApiError(403, "forbidden");
      }
    }
    request.adminScope = scope;
  };
