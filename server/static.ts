import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isLoginPagePath, LOGIN_PAGE_FILE } from "../domain/paths";
import { sendError } from "./errors";

/** Files that announce or boot a build must be revalidated, or clients miss new builds. */
const NO_CACHE =
  /(?:^|[\\/])(?:index\.html|login\.html|sw\.js|registerSW\.js|manifest\.webmanifest)$|[\\/]builds[\\/][^\\/]+\.json$/;
const HASHED_ASSET = /[\\/]assets[\\/]/;
/** preCompressed hands setHeaders the path of the copy it sends (index.html.br). */
const logicalPath = (path: string) => path.replace(/\.(?:br|gz)$/, "");

const wantsHtml = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? "";
  return accept === "" || accept.includes("text/html") || accept.includes("*/*");
};

const isApi = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

/**
 * Build output: a file missing there is gone (an old build's chunk, an unknown build's
 * manifest), and answering it with index.html would hand the browser HTML as a script or as
 * JSON instead of the failed load the app's chunk-reload and build-poll logic wait for. No
 * screen's path ends in `.json` (the build's manifests, prerendered payloads).
 */
const isAsset = (url: string) =>
  url.startsWith("/assets/") || url.startsWith("/builds/") || /\.json(?:$|\?)/.test(url);

/**
 * Serves the built SPA from STATIC_DIR when it exists. Any other GET that accepts HTML
 * gets index.html (client-side routing), or login.html on the sign-in paths; /api, /assets
 * and everything else get a JSON 404.
 */
export async function installStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasSpa = existsSync(join(staticDir, "index.html"));
  const hasLoginPage = existsSync(join(staticDir, LOGIN_PAGE_FILE));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: staticDir,
      // The build writes .br and .gz copies of every text file (scripts/precompress.ts).
      preCompressed: true,
      setHeaders(reply, sentPath) {
        const path = logicalPath(sentPath);
        if (NO_CACHE.test(path)) reply.header("cache-control", "no-cache");
        else if (HASHED_ASSET.test(path)) {
          reply.header("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const spaRoute =
      hasSpa &&
      (request.method === "GET" || request.method === "HEAD") &&
      !isApi(request.url) &&
      !isAsset(request.url) &&
      wantsHtml(request);
    if (!spaRoute) return sendError(reply, 404, "not-found");
    // Without login.html in the build the app answers (its login route says what is missing).
    const signIn = hasLoginPage && isLoginPagePath(request.url.split("?")[0] ?? "/");
    const page = signIn ? LOGIN_PAGE_FILE : "index.html";
    return reply.header("cache-control", "no-cache").sendFile(page);
  });
}
