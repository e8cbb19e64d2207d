import type { ProfileOverview } from "../../../../domain/schemas/profile";
import { api } from "../../../lib/api-client";
import { apiPaths } from "../../../lib/api-paths";

// Free of React: the sign-in page (src/login) reads the profile to know where to land.
/** A 401 here means the token is no good: the guard logs out instead of bouncing. */
export const getProfileOverview = (signal?: AbortSignal): Promise<ProfileOverview> =>
  api.get(apiPaths.profileOverview, {
    // Loaded with the call: the guard and the login screen paint without zod.
    schema: () => import("../../../../domain/schemas/profile").then((m) => m.ZProfileOverview),
    signal,
    redirectOnUnauthorized: false,
  });
