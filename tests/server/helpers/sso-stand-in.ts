import type { SsoVerifier } from "../../../server/auth/sso";

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
