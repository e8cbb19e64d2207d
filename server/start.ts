import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { apiKeySealer, WEBHOOK_SECRET_INFO } from "./auth/api-key-secrets";
import { sharedJwtSecret } from "./auth/shared-secret";
import { type Config, loadConfig } from "./config";
import { migrate } from "./db/migrate";
import { type DbHandle, openDatabase } from "./db/open";
import { seedIfEmpty } from "./db/seed";
import { startPushDispatcher } from "./push/deliver";
import { vapidSubject } from "./push/vapid";
import { startScheduler } from "./scheduler";
import { startWebhookDispatcher } from "./webhooks/deliver";

export interface RunningServer {
  app: FastifyInstance;
  handle: DbHandle;
  config: Config;
  url: string;
  stop(): Promise<void>;
}

const LISTEN_BACKLOG = 4096;

/** Opens and migrates the database, seeds an empty one, and listens. */
export async function startServer(config: Config = loadConfig()): Promise<RunningServer> {
  const handle = await openDatabase(config);
  try {
    await migrate(handle.db);
    await seedIfEmpty(handle.db);
  } catch (err) {
    await handle.close();
    throw err;
  }
  const app = await buildApp({ config, db: handle.db });
  // Node's default accept queue (511) overflows when thousands of readers (or the GRIP proxy
  // opening their streams) arrive at once: the kernel drops SYNs, and each retry waits 1, 3,
  // 7 s… The kernel caps this at net.core.somaxconn (4096 on Debian).
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const scheduler = startScheduler(handle.db, {
    intervalMs: config.schedulerIntervalMs,
    log: app.log,
  });
  const secret = config.jwtSecret ?? (await sharedJwtSecret(handle.db, config.dataDir));
  const webhooks = startWebhookDispatcher(handle.db, {
    intervalMs: config.schedulerIntervalMs,
    sealer: apiKeySealer(secret, WEBHOOK_SECRET_INFO),
    allowPrivate: config.allowPrivateFetch,
    log: app.log,
  });
  const pushes = startPushDispatcher(handle.db, {
    intervalMs: config.schedulerIntervalMs,
    publicUrl: config.publicUrl,
    subject: vapidSubject(config),
    allowPrivate: config.allowPrivateFetch,
    log: app.log,
  });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://localhost:${port}`;

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      await scheduler.stop();
      await webhooks.stop();
      await pushes.stop();
      await app.close();
      await handle.close();
    })();
    return stopping;
  };
  return { app, handle, config, url, stop };
}
