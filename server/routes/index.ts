import { PUBLIC_API_BASE } from "../../domain/schemas/public-api";
import { listenerOf } from "../db/open";
import { sendError } from "../errors";
import { extensionRuntimeRoutes } from "../extensions/runtime-routes";
import { startGripTierCounts } from "../live/grip-readers";
import { startGripRelay } from "../live/grip-relay";
import { LiveHub } from "../live/hub";
import { ReaderCounts } from "../live/reader-counts";
import { startReaderSampler } from "../live/reader-samples";
import { accountFeatureRoutes } from "./account-features";
import { accountRoutes } from "./accounts";
import { activityRoutes } from "./activity";
import { aiRoutes } from "./ai";
import { apiKeyRoutes } from "./api-keys";
import { audienceRoutes } from "./audience";
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
import type { RouteDeps, RoutePlugin } from "./plugin";
import { pollRoutes } from "./polls";
import { postIconRoutes } from "./post-icons";
import { postRoutes } from "./posts";
import { profileRoutes } from "./profile";
import { publicApiRoutes } from "./public-api";
import { pushRoutes } from "./push";
import { installReaderCors } from "./reader-cors";
import { registrationPageRoutes } from "./registration-pages";
import { signInAsRoutes } from "./sign-in-as";
import { ssoBindingRoutes } from "./sso-binding";
import { statisticsRoutes } from "./statistics";
import { tagRoutes } from "./tags";
import { uploadRoutes } from "./uploads";
import { userRoutes } from "./users";
import { webhookRoutes } from "./webhooks";

/** The API's route plugins, in registration order; each takes what it needs of RouteDeps. */
const routePlugins: RoutePlugin<keyof RouteDeps>[] = [
  healthRoutes,
  authRoutes,
  passwordResetRoutes,
  profileRoutes,
  signInAsRoutes,
  emailConfirmationRoutes,
  ssoBindingRoutes,
  channelRoutes,
  tagRoutes,
  channelEditorRoutes,
  postIconRoutes,
  uploadRoutes,
  linkCardRoutes,
  postRoutes,
  draftRoutes,
  keyEventRoutes,
  aiRoutes,
  liveRoutes,
  activityRoutes,
  statisticsRoutes,
  audienceRoutes,
  contributionRoutes,
  pollRoutes,
  pushRoutes,
  extensionRoutes,
  extensionRuntimeRoutes,
  apiKeyRoutes,
  webhookRoutes,
  accountFeatureRoutes,
  accountRoutes,
  invitationRoutes,
  registrationPageRoutes,
  onboardingRoutes,
  userRoutes,
];

/** Every API route; registered under /api by buildApp. */
export const apiRoutes: RoutePlugin = async (app, { services, db }) => {
  // One live hub per app: the live routes stream through it, the statistics count its readers.
  const hub = new LiveHub(db, listenerOf(db), app.log);
  const tierStats = services.config.grip?.stats.length
    ? await startGripTierCounts(services.config.grip.stats, app.log)
    : null;
  // Summed over every server on PostgreSQL; on PGlite the one process counts alone.
  const readerCounts = new ReaderCounts(
    db,
    hub,
    listenerOf(db)?.kind === "postgres",
    app.log,
    tierStats?.counts,
  );
  readerCounts.start();
  const sampler = startReaderSampler(
    db,
    readerCounts,
    services.config.readerSampleIntervalMs,
    app.log,
  );
  const grip = await startGripRelay(services.config, db, app.log);
  app.addHook("onClose", async () => {
    await sampler.stop();
    await readerCounts.stop();
    tierStats?.close();
    await grip?.close();
  });
  const deps: RouteDeps = { services, db, hub, grip, readerCounts };
  installReaderCors(app);
  for (const routes of routePlugins) await app.register(routes, deps);
  await app.register(publicApiRoutes, { ...deps, prefix: PUBLIC_API_BASE });
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, "not-found"));
};
