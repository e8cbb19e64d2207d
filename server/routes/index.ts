import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PUBLIC_API_BASE } from "../../domain/schemas/public-api";
import { type Db, listenerOf } from "../db/open";
import { sendError } from "../errors";
import { extensionRuntimeRoutes } from "../extensions/runtime-routes";
import { LiveHub } from "../live/hub";
import { ReaderCounts } from "../live/reader-counts";
import type { Services } from "../services";
import { accountFeatureRoutes } from "./account-features";
import { accountRoutes } from "./accounts";
import { activityRoutes } from "./activity";
import { aiRoutes } from "./ai";
import { apiKeyRoutes } from "./api-keys";
import { authRoutes } from "./auth";
import { channelEditorRoutes } from "./channel-editors";
import { channelRoutes } from "./channels";
import { contributionRoutes } from "./contributions";
import { draftRoutes } from "./drafts";
import { emailConfirmationRoutes } from "./email-confirmation";
import { extensionRoutes } from "./extensions";
import { healthRoutes } from "./health";
import { invitationRoutes } from "./invitations";
import { keyEventRoutes } from "./key-events";
import { linkCardRoutes } from "./link-card";
import { liveRoutes } from "./live";
import { onboardingRoutes } from "./onboarding";
import { passwordResetRoutes } from "./password-reset";
import { pollRoutes } from "./polls";
import { postIconRoutes } from "./post-icons";
import { postRoutes } from "./posts";
import { profileRoutes } from "./profile";
import { publicApiRoutes } from "./public-api";
import { registrationPageRoutes } from "./registration-pages";
import { signInAsRoutes } from "./sign-in-as";
import { ssoBindingRoutes } from "./sso-binding";
import { statisticsRoutes } from "./statistics";
import { tagRoutes } from "./tags";
import { uploadRoutes } from "./uploads";
import { userRoutes } from "./users";

/** Every API route; registered under /api by buildApp. */
export const apiRoutes: FastifyPluginAsyncZod<{ services: Services; db: Db }> = async (
  app,
  { services, db },
) => {
  // One live hub per app: the live routes stream through it, the statistics count its readers.
  const hub = new LiveHub(db, listenerOf(db), app.log);
  // Summed over every server on PostgreSQL; on PGlite the one process counts alone.
  const readerCounts = new ReaderCounts(db, hub, listenerOf(db)?.kind === "postgres", app.log);
  readerCounts.start();
  app.addHook("onClose", () => readerCounts.stop());
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { services });
  await app.register(passwordResetRoutes, { services });
  await app.register(profileRoutes, { services, db });
  await app.register(signInAsRoutes, { services, db });
  await app.register(emailConfirmationRoutes, { services, db });
  await app.register(ssoBindingRoutes, { services });
  await app.register(channelRoutes, { services, db });
  await app.register(tagRoutes, { services });
  await app.register(channelEditorRoutes, { services, db });
  await app.register(postIconRoutes, { services });
  await app.register(uploadRoutes, { services });
  await app.register(linkCardRoutes, { services });
  await app.register(postRoutes, { services, db });
  await app.register(draftRoutes, { services, db });
  await app.register(keyEventRoutes, { services, db });
  await app.register(aiRoutes, { services, db });
  await app.register(liveRoutes, { services, hub });
  await app.register(activityRoutes, { services });
  await app.register(statisticsRoutes, { services, readerCounts });
  await app.register(contributionRoutes, { services, db });
  await app.register(pollRoutes, { services, db });
  await app.register(extensionRoutes, { services, db });
  await app.register(extensionRuntimeRoutes, { services, db });
  await app.register(apiKeyRoutes, { services, db });
  await app.register(accountFeatureRoutes, { services, db });
  await app.register(accountRoutes, { services, db });
  await app.register(invitationRoutes, { services, db });
  await app.register(registrationPageRoutes, { services, db });
  await app.register(onboardingRoutes, { services, db });
  await app.register(userRoutes, { services, db });
  await app.register(publicApiRoutes, { prefix: PUBLIC_API_BASE, services, db, hub });
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, "not-found"));
};
