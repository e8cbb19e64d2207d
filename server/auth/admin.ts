import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { parseHost } from "../../domain/host";
import { type Gate, passesGate } from "../../domain/permissions";
import type { AccountRow, UserRow } from "../db/schema";
import { ApiError } from "../errors";
import { toAccountAccess } from "../repositories/access";
import type { Services } from "../services";
import { authorizeAdmin, refuse } from "./authorize";
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
  /** Whether the user passes view.users on the account itself. */
  accountAdmin: boolean;
}

/** The account a host names, 400 for a malformed host, 403 for an unknown one (as elsewhere). */
export async function accountOfHost(services: Services, host: string): Promise<AccountRow> {
  const ref = parseHost(host);
  if (!ref) throw new ApiError(400, "invalid-lc-host");
  const account = await services.repos.accounts.findByKey(ref.accountDomain, ref.accountKey);
  if (!account) refuse("forbidden");
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

/** Whether the user passes a gate on one account itself (not through its organisation). */
async function passesOn(
  services: Services,
  user: UserRow,
  account: AccountRow,
  gate: Gate,
): Promise<boolean> {
  const record = await services.repos.access.forAccount(user.id, {
    accountDomain: account.domain,
    accountKey: account.account_key,
  });
  return record !== undefined && passesGate(toAccountAccess(record), gate);
}

/** manage.organization, asked on the organisation's top-level account. */
export const isOrganizationAdmin = (services: Services, user: UserRow, root: AccountRow) =>
  passesOn(services, user, root, "manage.organization");

/** view.users on one account itself. */
const isAccountAdmin = (services: Services, user: UserRow, account: AccountRow) =>
  passesOn(services, user, account, "view.users");

/** What the admin guards know of an account and of the user's standing in it. */
export async function adminScopeOf(
  services: Services,
  user: UserRow,
  account: AccountRow,
): Promise<AdminScope> {
  const root = await rootOf(services, account);
  const [organizationAdmin, accountAdmin] = await Promise.all([
    isOrganizationAdmin(services, user, root),
    isAccountAdmin(services, user, account),
  ]);
  return { account, root, organizationAdmin, accountAdmin };
}

async function loadAdminScope(request: FastifyRequest, services: Services): Promise<AdminScope> {
  const user = request.currentUser;
  if (!user) throw new ApiError(401, "unauthorized");
  const { host } = request.params as { host?: string };
  if (!host) throw new ApiError(400, "invalid-lc-host");
  return adminScopeOf(services, user, await accountOfHost(services, host));
}

/**
 * Organisation administration of the `:host` account or any of its sub-accounts: the user
 * must pass manage.organization on the top-level account. Runs after `authenticate`.
 */
export const requireOrganizationAdmin =
  (services: Services): preHandlerAsyncHookHandler =>
  async (request) => {
    request.adminScope = await loadAdminScope(request, services);
    authorizeAdmin(scopeOf(request).standing, "administer", {
      kind: "organization",
      topLevel: request.adminScope.account.parent_account_key === null,
    });
  };

/**
 * Administration of one account's users: an admin of the `:host` account (view.users), or an
 * organisation admin of its top-level account. Runs after `authenticate`.
 */
export const requireAccountAdmin =
  (services: Services): preHandlerAsyncHookHandler =>
  async (request) => {
    request.adminScope = await loadAdminScope(request, services);
    authorizeAdmin(scopeOf(request).standing, "administer", { kind: "account-users" });
  };
