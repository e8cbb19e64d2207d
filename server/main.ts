import { ConfigError } from "./config";
import { DEMO_DOMAIN, liveDemoCredentials } from "./db/seed";
import { type RunningServer, startServer } from "./start";

export { type RunningServer, startServer };

async function printWelcome(server: RunningServer): Promise<void> {
  const lines = [`Ticker is running at ${server.url}`];
  const demo = await liveDemoCredentials(server.handle.db);
  if (demo.length > 0) {
    lines.push("", `Demo sign-in (region "${DEMO_DOMAIN.displayName}"):`);
    for (const c of demo) lines.push(`  ${c.role.padEnd(6)} ${c.email.padEnd(22)} ${c.password}`);
  }
  process.stdout.write(`${lines.join("\n")}\n`);
}

async function main(): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  await printWelcome(server);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      server.app.log.info(`${signal} received, shutting down`);
      server.stop().then(
        () => process.exit(0),
        (err: unknown) => {
          process.stderr.write(`Shutdown failed: ${String(err)}\n`);
          process.exit(1);
        },
      );
    });
  }
}

// Importing this module starts Ticker (scripts/start.ts does `await import("../server/main")`).
await main();
