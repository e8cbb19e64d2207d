import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../db/open";
import { sendError } from "../errors";
import type { Services } from "../services";
import { authRoutes } from "./auth";
import { channelRoutes } from "./channels";
import { healthRoutes } from "./health";
import { passwordResetRoutes } from "./password-reset";
import { profileRoutes } from "./profile";

/** Every API route; registered under /api by buildApp. */
export const apiRoutes: FastifyPluginAsyncZod<{ services: Services; db: Db }> = async (
  app,
  { services, db },
) => {
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { services });
  await app.register(passwordResetRoutes, { services });
  await app.register(profileRoutes, { services });
  await app.register(channelRoutes, { services });
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, "not-found"));
};
