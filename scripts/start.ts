/** `npm start`: build the SPA when stale, then start the server (it listens when imported). */
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./ensure-build";

const root = fileURLToPath(new URL("..", import.meta.url));

// A custom STATIC_DIR means someone else built the app; only our own dist/ is kept fresh.
if (!process.env.STATIC_DIR) await ensureBuild(root);
await import("../server/main");
