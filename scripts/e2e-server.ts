/** Playwright's web server: a fresh data directory and a fresh-enough build per port (8181 by default). */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./ensure-build";

process.env.PORT ??= "8181";
const root = fileURLToPath(new URL("..", import.meta.url));
const dataDir = join(root, ".data-test", `e2e-${process.env.PORT}`);
// Its own build, so a `vite build` run meanwhile (dev work, `npm start`) cannot empty the
// directory under a running test.
const staticDir = join(root, ".data-test", `dist-${process.env.PORT}`);

rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.STATIC_DIR = staticDir;
// Every test signs in from the same loopback address.
process.env.RATE_LIMIT_LOGIN_PER_MINUTE ??= "1000";
process.env.RATE_LIMIT_IP_PER_MINUTE ??= "10000";
process.env.RATE_LIMIT_API_KEY_FAILURES_PER_MINUTE ??= "10000";
process.env.LOG_LEVEL ??= "warn";
// Link cards in the editor tests are fetched from a page the test serves on loopback.
process.env.ALLOW_PRIVATE_FETCH ??= "1";
// AI mode: every account answers on the built-in assistant, but the sub-account sports.demo
// has a provider that is down (nothing listens on port 1), for the "provider down" test.
process.env.AI_BASE_URL ??= "http://127.0.0.1:1/v1";
process.env.AI_ACCOUNTS ??= "sports.demo";
process.env.PUBLIC_URL ??= `http://localhost:${process.env.PORT}`;

await ensureBuild(root, staticDir);
await import("../server/main");
