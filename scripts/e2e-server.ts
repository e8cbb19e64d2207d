/** Playwright's web server: a fresh data directory, a fresh-enough build, port 8181. */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./ensure-build";

const root = fileURLToPath(new URL("..", import.meta.url));
const dataDir = join(root, ".data-test", "e2e");
// Its own build, so a `vite build` run meanwhile (dev work, `npm start`) cannot empty the
// directory under a running test.
const staticDir = join(root, ".data-test", "dist");

rmSync(dataDir, { recursive: true, force: true });
process.env.PORT ??= "8181";
process.env.DATA_DIR = dataDir;
process.env.STATIC_DIR = staticDir;
// Every test signs in from the same loopback address.
process.env.RATE_LIMIT_LOGIN_PER_MINUTE ??= "1000";
process.env.RATE_LIMIT_IP_PER_MINUTE ??= "10000";
process.env.LOG_LEVEL ??= "warn";
process.env.PUBLIC_URL ??= `http://localhost:${process.env.PORT}`;

await ensureBuild(root, staticDir);
await import("../server/main");
