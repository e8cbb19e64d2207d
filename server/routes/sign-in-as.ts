import { passesGate } from "../../domain/permissions";
import { ZAuthResponse } from "../../domain/schemas/auth";
import { ZSignInAsParams } from "../../domain/schemas/profile";
import { recordActivity } from "../activity/record";
import { isOrganizationAdmin, requireAccountAdmin, rootOf } from "../auth/admin";
import { authorizeAdmin } from "../auth/authorize";
import { authenticate } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import { representToken } from "../auth/sessions";
import type { UserRow } from "../db/schema";
import { ApiError } from "../errors";
import { runWrite } from "../publishing/write";
import { type AccessRecord, toAccountAccess } from "../repositories/access";
import type { Services } from "../services";
import type { RoutePlugin } from "./plugin";

/**
 * Representing someone hands over everything they can reach, so the administrator must
 * administer every account the user holds access to: account admin there, or organisation
 * admin of its top-level account. (A sub-account admin never represents an organisation admin.)
 */
async function administersAll(
  services: Services,
  admin: UserRow,
  records: AccessRecord[],
): Promise<boolean> {
  for (const record of records) {
    const own = await services.repos.access.forAccount(admin.id, {
      accountDomain: record.account.domain,
      accountKey: record.account.account_key,
    });
    if (own && passesGate(toAccountAccess(own), "view.users")) continue;
    const root = await rootOf(services, record.account);
    if (!(await isOrganizationAdmin(services, admin, root))) return false;
  }
  return true;
}

/** POST /users/{host}/{id}/sign-in-as: a token acting as the user, naming the administrator. */
export const signInAsRoutes: RoutePlugin = async (app, { services, db }) => {
  app.post(
    "/users/:host/:id/sign-in-as",
    {
      schema: { params: ZSignInAsParams, response: { 200: ZAuthResponse } },
      preHandler: [authenticate(services), requireAccountAdmin(services)],
    },
    async (request, reply) => {
      const admin = scopeOf(request).user;
      const { account } = scopeOf(request).admin;
      const target = await services.repos.users.findById(request.params.id);
      if (!target || target.domain !== admin.domain) throw new ApiError(404, "not-found");
      if (target.id === admin.id) throw new ApiError(400, "cannot-sign-in-as-self");
      const records = await services.repos.access.forUser(target.id);
      if (!records.some((r) => r.accountId === account.id)) throw new ApiError(404, "not-found");
      // One level only: a represented session cannot represent someone else (domain/abilities).
      authorizeAdmin(scopeOf(request).standing, "signInAs", {
        kind: "represented",
        administeredEverywhere: await administersAll(services, admin, records),
      });

      const session = request.session!;
      await runWrite(db, request, reply, async (repos) => {
        await recordActivity(repos, request, {
          accountId: account.id,
          action: "user.sign-in-as",
          target: { type: "user", id: target.id, name: target.display_name },
          details: { email: target.email },
        });
        const represented = { repos, tokens: services.tokens };
        const jwt = await representToken(represented, target, { user: admin, session });
        return { status: 200, body: { jwt } };
      });
    },
  );
};
