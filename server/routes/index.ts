import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../db/open";
import { sendError } from "../errors";
import type { Services } from "../services";
import { authRoutes } from "./auth";
import { channelEditorRoutes } from "./channel-editors";
import { channelRoutes } from "./channels";
import { contributionRoutes } from "./contributions";
import { draftRoutes } from "./drafts";
import { healthRoutes } from "./health";
import { linkCardRoutes } from "./link-card";
import { liveRoutes } from "./live";
import { passwordResetRoutes } from "./password-reset";
import { postIconRoutes } from "./post-icons";
import { postRoutes } from "./posts";
import { profileRoutes } from "./profile";
import { tagRoutes } from "./tags";
import { uploadRoutes } from "./uploads";

/** Every API route; registered under /api by buildApp. */
export const apiRoutes: FastifyPluginAsyncZod<{ services: Services; db: Db }> = async (
  app,
  { services, db },
) => {
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { services });
  await app.register(passwordResetRoutes, { services });
  await app.register(profileRoutes, { services });
  await app.register(channelRoutes, { services, db });
  await app.register(tagRoutes, { services });
  await app.register(channelEditorRoutes, { services, db });
  await app.register(postIconRoutes, { services });
  await app.register(uploadRoutes, { services });
  await app.register(linkCardRoutes, { services });
  await app.register(postRoutes, { services, db });
  await app.register(draftRoutes, { services, db });
  await app.register(liveRoutes, { services, db });
  await app.register(contributionRoutes, { services, db });
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, "not-found"));
};
