import type { AuthenticateRequest, AuthResponse } from "../../../../domain/schemas/auth";
import { api } from "../../../lib/api-client";

// Loaded with the call: zod stays out of the login screen's first script.
const authResponse = () => import("../../../../domain/schemas/auth").then((m) => m.ZAuthResponse);

import type { SsoPathName } from "../lib/sso-path-names";

const auth = (domain: string) => `/auth/${encodeURIComponent(domain)}`;

/** Wrong credentials answer 401: the login form shows it, no redirect. */
export const authenticate = (domain: string, body: AuthenticateRequest) =>
  api.post<AuthResponse>(`${auth(domain)}/authenticate`, body, {
    schema: authResponse,
    redirectOnUnauthorized: false,
  });

export type SsoProvider = SsoPathName;

/** No identity provider is configured yet: the server answers "sso-unavailable". */
export const authenticateWithSso = (domain: string, provider: SsoProvider) =>
  api.post<AuthResponse>(
    `${auth(domain)}/authenticate-by-${provider}`,
    {},
    {
      schema: authResponse,
      redirectOnUnauthorized: false,
    },
  );
