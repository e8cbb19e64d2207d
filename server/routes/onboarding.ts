import { parseHost } from "../../domain/host";
import { ZAuthResponse } from "../../domain/schemas/auth";
import { ZHostParams } from "../../domain/schemas/common";
import {
  ZCreateFromInvitationRequest,
  ZCreateFromInvitationSsoRequest,
} from "../../domain/schemas/invitation";
import { hashCode } from "../auth/codes";
import { hashPassword } from "../auth/password";
import { authRateLimit } from "../auth/rate-limit";
import { signInToken } from "../auth/sessions";
import { createFromInvitation } from "../commands/users/create-from-invitation";
import { ApiError } from "../errors";
import { toInvitationDto } from "../invitations/invitation-support";
import type { RoutePlugin } from "./plugin";

/**
 * Creating a user from an invitation: `POST /users/{host}/create-from-invitation`
 * with the mailed key. The user's main account is the invitation's, with its role and rights;
 * the answer is a jwt so the new user is signed in at once.
 */
export const onboardingRoutes: RoutePlugin = async (app, { services, db }) => {
  const { repos } = services;
  const limit = authRateLimit(
    services,
    "onboarding",
    (req) => (req.params as { host: string }).host,
  );

  /** The live invitation a key names for the host's account; anything else is not valid. */
  const invitationFor = async (host: string, key: string) => {
    const ref = parseHost(host);
    if (!ref) throw new ApiError(400, "invalid-lc-host");
    const invitation = await repos.invitations.findByCode(ref.accountDomain, hashCode(key));
    if (
      !invitation ||
      invitation.account.account_key !== ref.accountKey ||
      toInvitationDto(invitation).status !== "pending"
    ) {
      throw new ApiError(400, "invitation-invalid");
    }
    return invitation;
  };

  app.post(
    "/users/:host/create-from-invitation",
    {
      schema: {
        params: ZHostParams,
        body: ZCreateFromInvitationRequest,
        response: { 201: ZAuthResponse },
      },
      preHandler: limit,
    },
    async (request, reply) => {
      const { key, username, displayName, password } = request.body;
      const invitation = await invitationFor(request.params.host, key);
      const domain = invitation.account.domain;
      // An address with a user already accepts on /confirm-invitation instead.
      if (await repos.users.findByEmail(domain, invitation.email)) {
        throw new ApiError(400, "user-already-exists");
      }
      if (await repos.users.findByLogin(domain, username)) {
        throw new ApiError(400, "username-taken");
      }
      const passwordHash = await hashPassword(password);
      const user = await createFromInvitation(db, invitation, {
        username,
        displayName: displayName ?? username,
        passwordHash,
      });
      return reply.code(201).send({ jwt: await signInToken(services, user) });
    },
  );

  // Single sign-on needs a provider this server can reach; the honest answer the sign-in gives.
  for (const provider of ["google", "msal"] as const) {
    app.post(
      `/users/:host/create-from-invitation-${provider}`,
      {
        schema: {
          params: ZHostParams,
          body: ZCreateFromInvitationSsoRequest,
          // The contract of the spec's call; no provider can sign anyone up here yet.
          response: {
            201: ZAuthResponse.describe(
              "The new user's token, once sign-up with this provider exists; today 400 sso-unavailable",
            ),
          },
        },
        preHandler: limit,
      },
      async (request) => {
        await invitationFor(request.params.host, request.body.key);
        throw new ApiError(400, "sso-unavailable");
      },
    );
  }
};
