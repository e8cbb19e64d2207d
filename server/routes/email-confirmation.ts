import { ZEmailConfirmationParams, ZEmailConfirmationResponse } from "../../domain/schemas/profile";
import { hashCode } from "../auth/codes";
import { ownCredentials } from "../auth/credentials";
import { authenticate } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import { ApiError } from "../errors";
import { createRepositories } from "../repositories";
import type { RoutePlugin } from "./plugin";

/**
 * POST /email-confirmation/{domain}/{code} (spec §7): the signed-in user confirms the new
 * address their profile change mailed a link to. The code must be theirs, unused and unexpired.
 */
export const emailConfirmationRoutes: RoutePlugin = async (app, { services, db }) => {
  app.post(
    "/email-confirmation/:domain/:code",
    {
      schema: { params: ZEmailConfirmationParams, response: { 200: ZEmailConfirmationResponse } },
      preValidation: [authenticate(services), ownCredentials],
    },
    async (request) => {
      const user = scopeOf(request).user;
      const { domain, code } = request.params;
      if (domain !== user.domain) throw new ApiError(400, "email-confirmation-invalid");
      const result = await db.transaction().execute(async (trx) => {
        const outcome = await createRepositories(trx).emailChanges.consume(hashCode(code), user.id);
        // Roll the code back to unused when the address was taken meanwhile: nothing changed.
        if (!outcome.ok && outcome.reason === "taken")
          throw new ApiError(400, "user-already-exists");
        return outcome;
      });
      if (!result.ok) throw new ApiError(400, "email-confirmation-invalid");
      return { email: result.email };
    },
  );
};
