import { ZAuthResponse } from "../../../../domain/schemas/auth";
import { api } from "../../../lib/api-client";

/** POST /users/{host}/{id}/sign-in-as: a token acting as the user, for this tab only. */
export const signInAs = (host: string, userId: string) =>
  api.post(
    `/users/${encodeURIComponent(host)}/${encodeURIComponent(userId)}/sign-in-as`,
    undefined,
    { schema: ZAuthResponse },
  );
