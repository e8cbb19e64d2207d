import { type AuthenticateRequest, ZAuthResponse } from "../../../../domain/schemas/auth";
import { api } from "../../../lib/api-client";
import type { SsoPathName } from "../hooks/use-sso-providers";

const auth = (domain: string) => `/auth/${encodeURIComponent(domain)}`;

/** Wrong credentials answer 401: the login form shows it, no redirect. */
export const authenticate = (domain: string, body: AuthenticateRequest) =>
  api.post(`${auth(domain)}/authenticate`, body, {
    schema: ZAuthResponse,
    redirectOnUnauthorized: false,
  });

export type SsoProvider = SsoPathName;

/** No identity provider is configured yet: the server answers "sso-unavailable". */
export const authenticateWithSso = (domain: string, provider: SsoProvider) =>
  api.post(
    `${auth(domain)}/authenticate-by-${provider}`,
    {},
    {
      schema: ZAuthResponse,
      redirectOnUnauthorized: false,
    },
  );
