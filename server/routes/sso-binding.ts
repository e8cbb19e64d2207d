import { SSO_PROVIDERS, ZAuthResponse } from "../../domain/schemas/auth";
import { ZDomainParams } from "../../domain/schemas/common";
import { ZSsoBindingResponse, ZSsoCredentialRequest } from "../../domain/schemas/profile";
import { ownCredentials } from "../auth/credentials";
import { authenticate } from "../auth/plugin";
import { authRateLimit } from "../auth/rate-limit";
import { scopeOf } from "../auth/scope";
import { signInToken } from "../auth/sessions";
import { SSO_PATH_NAMES, type SsoIdentity, type SsoProvider } from "../auth/sso";
import type { UserRow } from "../db/schema";
import { ApiError } from "../errors";
import type { RoutePlugin } from "./plugin";

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";

const bindings = (user: Pick<UserRow, "google_subject" | "microsoft_subject">) => ({
  googleBound: user.google_subject !== null,
  microsoftBound: user.microsoft_subject !== null,
});

/**
 * Single sign-on through the injected verifier (server/auth/sso.ts): binding and unbinding a
 * provider to the signed-in user (/auth/bind-*, /auth/unbind-*), and signing in by a
 * bound subject (/auth/{domain}/authenticate-by-*).
 */
export const ssoBindingRoutes: RoutePlugin<"services"> = async (app, { services }) => {
  const { repos } = services;

  /** The identity in the body's ID token; `sso-unavailable` when the provider is not configured. */
  async function identityOf(
    provider: SsoProvider,
    body: { credential?: string } | null | undefined,
  ): Promise<SsoIdentity> {
    const verify = services.sso[provider];
    if (!verify) throw new ApiError(400, "sso-unavailable");
    if (!body?.credential) throw new ApiError(400, "validation-failed");
    const identity = await verify(body.credential);
    if (!identity) throw new ApiError(400, "not-authenticated");
    return identity;
  }

  const ssoLimit = authRateLimit(
    services,
    "sso",
    (req) => (req.params as { domain: string }).domain,
  );

  for (const provider of SSO_PROVIDERS) {
    const name = SSO_PATH_NAMES[provider];

    app.post(
      `/auth/bind-${name}`,
      {
        schema: { body: ZSsoCredentialRequest, response: { 200: ZSsoBindingResponse } },
        preValidation: [authenticate(services), ownCredentials],
      },
      async (request) => {
        const user = scopeOf(request).user;
        const { subject } = await identityOf(provider, request.body);
        const holder = await repos.profiles.findBySubject(user.domain, provider, subject);
        if (holder && holder.id !== user.id) throw new ApiError(400, "sso-already-bound");
        try {
          await repos.profiles.setSubject(user.id, provider, subject);
        } catch (error) {
          // Lost a race with another user binding the same subject.
          if (isUniqueViolation(error)) throw new ApiError(400, "sso-already-bound");
          throw error;
        }
        return bindings({ ...user, [`${provider}_subject`]: subject });
      },
    );

    app.post(
      `/auth/unbind-${name}`,
      {
        schema: { response: { 200: ZSsoBindingResponse } },
        preHandler: [authenticate(services), ownCredentials],
      },
      async (request) => {
        const user = scopeOf(request).user;
        await repos.profiles.setSubject(user.id, provider, null);
        return bindings({ ...user, [`${provider}_subject`]: null });
      },
    );

    app.post(
      `/auth/:domain/authenticate-by-${name}`,
      {
        schema: {
          params: ZDomainParams,
          body: ZSsoCredentialRequest,
          response: { 200: ZAuthResponse },
        },
        preHandler: ssoLimit,
      },
      async (request) => {
        const { domain } = request.params;
        if (!(await repos.domains.exists(domain))) throw new ApiError(404, "unknown-domain");
        const { subject } = await identityOf(provider, request.body);
        // Only a subject bound from the profile signs in; an email match alone never does.
        const user = await repos.profiles.findBySubject(domain, provider, subject);
        if (!user) throw new ApiError(401, "not-authenticated");
        return { jwt: await signInToken(services, user) };
      },
    );
  }
};
