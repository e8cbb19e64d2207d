import { ZEmailConfirmationParams, ZEmailConfirmationResponse } from "../../domain/schemas/profile";
import { hashCode } from "../auth/codes";
import { ownCredentials } from "../auth/credentials";
import { authenticate } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import { ApiError } from "../errors";
import { runWrite } from "../publishing/write";
import type { RoutePlugin } from "./plugin";

/**
 * POST /email-confirmation/{domain}/{code}: the signed-in user confirms the new
 * address their profile change mailed a link to. The code must be theirs, unused and unexpired.
 */
export const emailConfirmationRoutes: RoutePlugin = async (app, { services, db }) => {
  app.post(
    "/email-confirmation/:domain/:code",
    {
      schema: { params: ZEmailConfirmationParams, response: { 200: ZEmailConfirmationResponse } },
      preValidation: [authenticate(services), ownCredentials],
    },
    async (request, reply) => {
      const user = scopeOf(request).user;
      const { domain, code } = request.params;
      if (domain !== user.domain) throw new ApiError(400, "email-confirmation-invalid");
      await runWrite(db, request, reply, async (repos) => {
        const outcome = await repos.emailChanges.consume(hashCode(code), user.id);
        // Roll the code back to unused when the address was taken meanwhile: nothing changed.
        if (!outcome.ok && outcome.reason === "taken")
          throw new ApiError(400, "user-already-exists");
        if (!outcome.ok) throw new ApiError(400, "email-confirmation-invalid");
        return { status: 200, body: { email: outcome.email } };
      });
    },
  );
};
