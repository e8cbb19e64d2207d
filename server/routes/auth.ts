import { enforcedSignInMethod } from "../../domain/account-settings";
import {
  ZAuthenticateRequest,
  ZAuthResponse,
  ZDomainAddresses,
  ZUpdateTokenRequest,
} from "../../domain/schemas/auth";
import { ZDomainParams } from "../../domain/schemas/common";
import { refuse } from "../auth/authorize";
import { verifyPassword } from "../auth/password";
import { authenticate, subjectFromToken } from "../auth/plugin";
import { authRateLimit, loginAccountKey } from "../auth/rate-limit";
import { renewedToken, signInToken } from "../auth/sessions";
import { configuredProviders } from "../auth/sso";
import { ApiError } from "../errors";
import type { RoutePlugin } from "./plugin";

export const authRoutes: RoutePlugin<"services"> = async (app, { services }) => {
  const { repos } = services;
  const loginLimit = authRateLimit(services, "sign-in", (req) => {
    const { domain } = req.params as { domain: string };
    return loginAccountKey(repos, domain, (req.body as { email: string }).email);
  });

  app.get(
    "/auth/get-domain-addresses",
    { schema: { response: { 200: ZDomainAddresses } } },
    async () => {
      const ssoProviders = configuredProviders(services.sso);
      return (await repos.domains.list()).map((d) => ({
        displayName: d.displayName,
        address: d.name,
        ssoProviders,
      }));
    },
  );

  app.post(
    "/auth/:domain/authenticate",
    {
      schema: {
        params: ZDomainParams,
        body: ZAuthenticateRequest,
        response: { 200: ZAuthResponse },
      },
      preHandler: loginLimit,
    },
    async (request) => {
      const { domain } = request.params;
      if (!(await repos.domains.exists(domain))) throw new ApiError(404, "unknown-domain");
      const user = await repos.users.findByLogin(domain, request.body.email);
      const ok = await verifyPassword(request.body.password, user?.password_hash ?? null);
      if (!user || !ok) throw new ApiError(401, "not-authenticated");
      // An account that enforces a single sign-on method refuses passwords for its members.
      const main = await repos.accounts.findById(user.main_account_id);
      const enforced = main ? enforcedSignInMethod(main.settings, user.email) : null;
      if (enforced) refuse(`sso-required-${enforced}`);
      return { jwt: await signInToken(services, user) };
    },
  );

  // Single sign-on (authenticate-by-google|msal) lives with the bindings in ./sso-binding.ts.

  app.post(
    "/auth/update",
    { schema: { body: ZUpdateTokenRequest, response: { 200: ZAuthResponse } } },
    async (request) => {
      // A "sign in as" token stays one when refreshed; an ended session is not renewed.
      return {
        jwt: await renewedToken(services, await subjectFromToken(services, request.body.jwt)),
      };
    },
  );

  app.post("/auth/logout", { preHandler: authenticate(services) }, async (request, reply) => {
    // A "sign in as" tab ends only its own session; the administrator's stays.
    await repos.sessions.revoke(request.session!.id);
    return reply.code(204).send();
  });
};
