import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../db/open";
import { CROSS_ORIGIN_HELMET } from "../security-headers";
import { type ServedExtension, servedExtension } from "./embed-extensions";

const FILE = /^([0-9a-fA-F-]{36})\.(js|css)$/;

/** The global the embed's extension runtime (src/embed/extensions) listens on. */
export const EMBED_LOAD_GLOBAL = "__tickerLoad";

/**
 * The extension's code inside a function the embed's runtime calls, so a throw while loading
 * is caught and reported against this extension, and never stops the page or the others.
 */
export function wrappedScript(extension: ServedExtension): string {
  const meta = JSON.stringify({ id: extension.id, name: extension.name, type: extension.type });
  return `/* Ticker extension ${JSON.stringify(extension.name).replace(/\*\//g, "* /")} */
(self.${EMBED_LOAD_GLOBAL}||function(){})(${meta},function(Ticker){
${extension.js}
});
`;
}

/**
 * GET /embed-ext/{accountKey.accountDomain}/{extensionId}.js|.css: an account's enabled
 * reader-side extension as its own script or style, so the embed's CSP (scripts from 'self')
 * admits it without inline code. The embed page links them with ?v=<version>: a versioned URL
 * is cached for good, an unversioned one briefly.
 */
export const embedExtensionRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { host: string; file: string }; Querystring: { v?: string } }>(
    "/embed-ext/:host/:file",
    { helmet: CROSS_ORIGIN_HELMET },
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const found =
        match?.[1] && match[2]
          ? await servedExtension(db, request.params.host.toLowerCase(), match[1].toLowerCase())
          : undefined;
      reply.header("x-content-type-options", "nosniff");
      if (!found || !match) {
        return reply
          .code(404)
          .header("cache-control", "public, max-age=5")
          .type("text/plain; charset=utf-8")
          .send("Not Found");
      }
      const cache =
        request.query.v === found.version
          ? "public, max-age=31536000, immutable"
          : "public, max-age=60";
      reply.header("cache-control", cache).header("etag", `"${found.version}"`);
      return match[2] === "js"
        ? reply.type("text/javascript; charset=utf-8").send(wrappedScript(found))
        : reply.type("text/css; charset=utf-8").send(found.css);
    },
  );
};
