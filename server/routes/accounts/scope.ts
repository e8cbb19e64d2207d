import type { preHandlerAsyncHookHandler } from "fastify";
import { passesGate } from "../../../domain/permissions";
import { isOrganizationAdmin, rootOf } from "../../auth/admin";
import { ApiError } from "../../errors";
import { toAccountAccess } from "../../repositories/access";
import type { Services } from "../../services";

/**
 * requireAccountAdmin for routes that name the account by `:domain/:key` instead of `:host`
 * (GET /accounts/{domain}/{key}, spec §7): an admin of the account or of its organisation.
 */
export const requireAccountAdminByKey =
  (services: Services): preHandlerAsyncHookHandler =>
  async (request) => {
    const user = request.currentUser;
    if (!user) throw new ApiError(401, "unauthorized");
    const { domain, key } = request.params as { domain: string; key: string };
    const account = await services.repos.accounts.findByKey(domain, key);
    // Unknown accounts answer like foreign ones, so keys cannot be probed.
    if (!account) throw new ApiError(403, "forbidden");
    const root = await rootOf(services, account);
    const organizationAdmin = await isOrganizationAdmin(services, user, root);
    if (!organizationAdmin) {
      const record = await services.repos.access.forAccount(user.id, {
        accountDomain: account.domain,
        accountKey: account.account_key,
      });
      if (!record || !passesGate(toAccountAccess(record), "view.users")) {
        throw new ApiError(403, "forbidden");
      }
    }
    request.adminScope = { account, root, organizationAdmin };
  };
