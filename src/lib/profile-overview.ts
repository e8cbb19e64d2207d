import type { ProfileOverview } from "../../domain/schemas/profile";
import { api } from "./api-client";
import { apiPaths } from "./api-paths";

// Free of React, and below the features: the sign-in page (src/login) and auth's auto login
// read the profile to know where to land; the profile feature caches it.
/** A 401 here means the token is no good: the guard logs out instead of bouncing. */
export const getProfileOverview = (signal?: AbortSignal): Promise<ProfileOverview> =>
  api.get(apiPaths.profileOverview, {
    // Loaded with the call: the guard and the login screen paint without zod.
    schema: () => import("../../domain/schemas/profile").then((m) => m.ZProfileOverview),
    signal,
    redirectOnUnauthorized: false,
  });
