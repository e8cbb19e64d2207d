import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import { SSO_PROVIDERS, type SsoProvider } from "../../domain/schemas/auth";

export type { SsoProvider };

export const SSO_PATH_NAMES = { google: "google", microsoft: "msal" } as const;

/** Who a provider's ID token says signed in. */
export interface SsoIdentity {
  /** The provider's stable id of the person (never the email, which can change hands). */
  subject: string;
  email?: string;
}

/** Resolves an ID token to its identity, or null when the token is not valid for us. */
export type SsoVerify = (credential: string) => Promise<SsoIdentity | null>;

/**
 * The edge to the identity providers. A provider that is absent is not configured:
 * its routes answer `sso-unavailable`. Tests inject a fake instead of reaching the network.
 */
export interface SsoVerifier {
  google?: SsoVerify;
  microsoft?: SsoVerify;
}

export interface SsoConfig {
  googleClientId?: string;
  microsoftClientId?: string;
}

const GOOGLE_JWKS = "https://www.googleapis.com/oauth2/v3/certs";
const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];
const MICROSOFT_JWKS = "https://login.microsoftonline.com/common/discovery/v2.0/keys";
/** Multi-tenant apps get tokens from every tenant; the issuer must name the token's own tenant. */
const MICROSOFT_ISSUER = /^https:\/\/login\.microsoftonline\.com\/([0-9a-f-]{36})\/v2\.0$/;

const emailOf = (payload: JWTPayload): string | undefined => {
  const value = payload.email ?? payload.preferred_username;
  return typeof value === "string" ? value : undefined;
};

function googleVerifier(clientId: string): SsoVerify {
  const keys = createRemoteJWKSet(new URL(GOOGLE_JWKS));
  return async (credential) => {
    try {
      const { payload } = await jwtVerify(credential, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
      });
      if (!payload.sub) return null;
      // An unverified Google email is only a claim; keep the subject, drop the address.
      const email = payload.email_verified === true ? emailOf(payload) : undefined;
      return { subject: payload.sub, email };
    } catch {
      return null;
    }
  };
}

function microsoftVerifier(clientId: string): SsoVerify {
  const keys = createRemoteJWKSet(new URL(MICROSOFT_JWKS));
  return async (credential) => {
    try {
      const { payload } = await jwtVerify(credential, keys, { audience: clientId });
      const tenant = typeof payload.tid === "string" ? payload.tid : null;
      const issuer = payload.iss ? MICROSOFT_ISSUER.exec(payload.iss) : null;
      if (!payload.sub || !tenant || issuer?.[1] !== tenant) return null;
      return { subject: payload.sub, email: emailOf(payload) };
    } catch {
      return null;
    }
  };
}

/** The providers a verifier can check tokens for: the only ones that may be offered or required. */
export const configuredProviders = (sso: SsoVerifier): SsoProvider[] =>
  SSO_PROVIDERS.filter((provider) => sso[provider] !== undefined);

/** The real verifier: a provider is available only when its client id is configured. */
export function createSsoVerifier(config: SsoConfig): SsoVerifier {
  return {
    ...(config.googleClientId ? { google: googleVerifier(config.googleClientId) } : {}),
    ...(config.microsoftClientId ? { microsoft: microsoftVerifier(config.microsoftClientId) } : {}),
  };
}
