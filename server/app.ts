import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
  type onRouteHookHandler,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { installRepresentedActivity } from "./activity/record";
import { apiKeySealer, WEBHOOK_SECRET_INFO } from "./auth/api-key-secrets";
import { installAuth } from "./auth/plugin";
import { createRateLimitStore } from "./auth/rate-limit-store";
import { sharedJwtSecret } from "./auth/shared-secret";
import { createSsoVerifier, type SsoVerifier } from "./auth/sso";
import { Tokens } from "./auth/tokens";
import { installCompression } from "./compression";
import type { Config } from "./config";
import { type Db, listenerOf } from "./db/open";
import { embedRoutes } from "./embed/routes";
import { installErrorHandler, replyWithError } from "./errors";
import { embedExtensionRoutes } from "./extensions/embed-routes";
import { installInputGuard } from "./input-guard";
import { redactUrl } from "./log-redact";
import { createMailer, type Mailer } from "./mail/mailer";
import { createMediaStorage } from "./media/storage";
import { installOpenApi } from "./openapi";
import { readerRoutes } from "./reader/routes";
import { createRepositories } from "./repositories";
import { apiRoutes } from "./routes";
import { uploadFileRoutes } from "./routes/uploads";
import { installSecurityHeaders } from "./security-headers";
import type { Services } from "./services";
import { installStatic } from "./static";

/** One terse line per finished request instead of pino's two (incoming + completed). */
class TerseLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      // URLs carry secrets (a custom API key, emailed codes): the log never keeps them.
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request");
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Defaults to SMTP when configured, else the outbox. */
  mailer?: Mailer;
  /** Fastify's logger option; defaults to JSON lines at LOG_LEVEL. Tests pass false. */
  logger?: FastifyServerOptions["logger"];
  /** Defaults to the providers' JWKS for the configured client ids; tests inject a fake. */
  sso?: SsoVerifier;
  /** Sees every route as it is registered: the route-table fuzz test enumerates them here. */
  onRoute?: onRouteHookHandler;
}

/** The whole HTTP application, not listening: main listens, tests use `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    logController: new TerseLogController(),
    // Behind a load balancer the client's address comes from X-Forwarded-For (per-address limits).
    ...(config.trustProxy === undefined ? {} : { trustProxy: config.trustProxy }),
    // Bad percent-encoding and over-long path parameters are refused by the router, before
    // the error handler: they get the same errorKey bodies.
    frameworkErrors: replyWithError,
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installInputGuard(app);

  // Limits are applied per route (sign-in, password reset, reader contributions) through the
  // shared counters of services.rateLimits, never per process nor globally by address alone.
  await installSecurityHeaders(app, config);
  await installCompression(app);
  await installOpenApi(app, config);

  const repos = createRepositories(db);
  const secret = config.jwtSecret ?? (await sharedJwtSecret(db, config.dataDir));
  const sealer = apiKeySealer(secret);
  // Keys stored before 110_api_key_secrets.sql are encrypted once the secret is known.
  await repos.apiKeys.sealLegacy(sealer);
  const services: Services = {
    config,
    repos,
    tokens: new Tokens(secret),
    apiKeySealer: sealer,
    webhookSealer: apiKeySealer(secret, WEBHOOK_SECRET_INFO),
    mailer: options.mailer ?? createMailer(config, repos.outbox, app.log),
    sso: options.sso ?? createSsoVerifier(config),
    rateLimits: createRateLimitStore(db, config.redisUrl),
    media: createMediaStorage(config, db, listenerOf(db)?.kind ?? "pglite"),
  };
  app.addHook("onClose", () => services.rateLimits.close());

  installAuth(app);
  installRepresentedActivity(app, repos);
  await app.register(apiRoutes, { prefix: "/api", services, db });
  // Uploaded images live outside /api: GET /uploads/{file}.
  await app.register(uploadFileRoutes, { services });
  // The reader embed lives at the root: /embed/{channelId}, /embed.js, /oembed.
  await app.register(embedRoutes, { config, db, repos });
  // A channel's own reader page, installable, with Web Push: /live/{channelId}.
  await app.register(readerRoutes, { config, db, repos });
  // Accounts' reader-side extensions: /embed-ext/{host}/{id}.js|.css.
  await app.register(embedExtensionRoutes, { db });
  await installStatic(app, config.staticDir);
  return app;
}
