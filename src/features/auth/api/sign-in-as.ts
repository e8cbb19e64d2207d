import type { AuthResponse } from "../../../../domain/schemas/auth";
import { api } from "../../../lib/api-client";

/**
 * POST /users/{host}/{id}/sign-in-as: a token acting as the user, for this tab only. The
 * schema loads with the call: this module shares a chunk with the session, on the first screen.
 */
export const signInAs = (host: string, userId: string) =>
  api.post<AuthResponse>(
    `/users/${encodeURIComponent(host)}/${encodeURIComponent(userId)}/sign-in-as`,
    undefined,
    { schema: () => import("../../../../domain/schemas/auth").then((m) => m.ZAuthResponse) },
  );
