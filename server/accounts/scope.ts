import type { preHandlerAsyncHookHandler } from "fastify";
import { adminScopeOf } from "../auth/admin";
import { authorizeAdmin, refuse } from "../auth/authorize";
import { scopeOf } from "../auth/scope";
import { ApiError } from "../errors";
import type { Services } from "../services";

/**
 * requireAccountAdmin for routes that name the account by `:domain/:key` instead of `:host`
 * (GET /accounts/{domain}/{key}): an admin of the account or of its organisation.
 */
export const requireAccountAdminByKey =
  (services: Services): preHandlerAsyncHookHandler =>
  async (request) => {
    const user = request.currentUser;
    if (!user) throw new ApiError(401, "unauthorized");
    const { domain, key } = request.params as { domain: string; key: string };
    const account = await services.repos.accounts.findByKey(domain, key);
    // Unknown accounts answer like foreign ones, so keys cannot be probed.
    if (!account) refuse("forbidden");
    request.adminScope = await adminScopeOf(services, user, account);
    authorizeAdmin(scopeOf(request).standing, "administer", { kind: "account-users" });
  };
