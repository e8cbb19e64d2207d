import type { FastifyInstance } from "fastify";
import type { SsoVerifier } from "../../../server/auth/sso";
import { bearer, DEMO } from "./test-app";

/**
 * Both providers configured, behind the verifier interface the real ones use: a credential
 * "good:<subject>" is a valid ID token for that subject, anything else is not.
 */
export const STAND_IN_SSO: SsoVerifier = {
  google: async (credential) =>
    credential.startsWith("good:") ? { subject: credential.slice(5) } : null,
  microsoft: async (credential) =>
    credential.startsWith("good:") ? { subject: credential.slice(5) } : null,
};

/** Puts the newsroom's usage settings as `jwt`: no sign-in method enforced but what `body` sets. */
export const putUsageSettings = (app: FastifyInstance, jwt: string, body: object) =>
  app.inject({
    method: "PUT",
    url: "/api/accounts/newsroom.demo/usage-settings",
    headers: bearer(jwt),
    payload: {
      enforceGoogleSignIn: false,
      enforceGoogleSignInFrom: [],
      enforceMsSignIn: false,
      enforceMsSignInFrom: [],
      ...body,
    },
  });

/** A demo user's password sign-in, answered as it is (enforced single sign-on may refuse it). */
export const passwordLogin = (app: FastifyInstance, who: keyof typeof DEMO) =>
  app.inject({ method: "POST", url: "/api/auth/demo/authenticate", payload: DEMO[who] });
