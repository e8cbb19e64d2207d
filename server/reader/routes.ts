import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { APP_ICONS } from "../../domain/app-icons";
import { bundleScript } from "../bundle-script";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { skinOf } from "../embed/assets";
import { cssUrl, loadEmbedInput } from "../embed/load";
import { notFoundPage } from "../embed/page";
import { langOf, READER_OWN_PAGE_CSP } from "../embed/reader-policy";
import { vapidKeys } from "../push/vapid";
import type { Repositories } from "../repositories";
import { readerPageChannel } from "./channel";
import { readerPage } from "./page";

export interface ReaderRoutesOptions {
  config: Config;
  db: Db;
  repos: Repositories;
}

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const hashOf = (body: string) => createHash("sha256").update(body).digest("base64url").slice(0, 12);
const asset = async (path: string) => {
  const body = await bundleScript(fromRoot(path));
  return { body, hash: hashOf(body) };
};
const pushScript = () => asset("src/embed/push.ts");
const serviceWorker = () => asset("sw/reader-push.ts");

/** GET /live/{channelId}, its manifest, its script and the service worker of /live/. */
export const readerRoutes: FastifyPluginAsync<ReaderRoutesOptions> = async (
  app,
  { config, db, repos },
) => {
  const originOf = (request: FastifyRequest) =>
    config.publicUrlSet ? config.publicUrl : `${request.protocol}://${request.host}`;
  const pageHeaders = (reply: FastifyReply) =>
    reply
      .header("content-security-policy", READER_OWN_PAGE_CSP)
      .header("referrer-policy", "strict-origin-when-cross-origin")
      .type("text/html; charset=utf-8");

  app.get<{ Params: { channelId: string }; Querystring: Record<string, string | undefined> }>(
    "/live/:channelId",
    async (request, reply) => {
      const skin = skinOf(request.query.skin);
      const lang = langOf(request, request.query.lang);
      pageHeaders(reply);
      if (request.query.lang !== lang) reply.header("vary", "Accept-Language");
      const channel = await readerPageChannel(repos, request.params.channelId);
      if (!channel) {
        return reply
          .code(404)
          .header("cache-control", "public, max-age=5")
          .send(notFoundPage(lang, cssUrl("default")));
      }
      const origin = originOf(request);
      const path = `/live/${channel.id}`;
      const [embed, push, keys] = await Promise.all([
        loadEmbedInput({ db, repos }, channel, {
          skin,
          lang,
          before: request.query.before ?? null,
          origin,
          // One canonical address per channel: the language and skin are the reader's choice.
          pageUrl: `${origin}${path}`,
          pagePath: path,
          accountCode: false,
        }),
        pushScript(),
        vapidKeys(db),
      ]);
      const html = readerPage({
        embed,
        origin,
        manifestUrl: `${path}/manifest.webmanifest${request.query.lang ? `?lang=${lang}` : ""}`,
        pushScriptUrl: `/live/push.js?v=${push.hash}`,
        push: { api: "/api", key: keys.publicKey, sw: "/live/sw.js" },
      });
      return reply.header("cache-control", "public, max-age=5").send(html);
    },
  );

  app.get<{ Params: { channelId: string }; Querystring: Record<string, string | undefined> }>(
    "/live/:channelId/manifest.webmanifest",
    async (request, reply) => {
      const channel = await readerPageChannel(repos, request.params.channelId);
      if (!channel) return reply.code(404).send({ errorKey: "not-found" });
      const path = `/live/${channel.id}`;
      const lang = langOf(request, request.query.lang);
      if (request.query.lang !== lang) reply.header("vary", "Accept-Language");
      return reply
        .header("cache-control", "public, max-age=300")
        .type("application/manifest+json; charset=utf-8")
        .send({
          id: path,
          name: channel.name,
          short_name: channel.name.length > 12 ? `${channel.name.slice(0, 11)}…` : channel.name,
          lang: lang === "no" ? "nb" : "en",
          start_url: path,
          scope: path,
          display: "standalone",
          background_color: "#f6f7f9",
          theme_color: "#ffffff",
          icons: APP_ICONS,
        });
    },
  );

  app.get("/live/push.js", async (_request, reply) =>
    reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .type("text/javascript; charset=utf-8")
      .send((await pushScript()).body),
  );

  // The browser checks a service worker for updates itself; it must never come from a cache.
  app.get("/live/sw.js", async (_request, reply) =>
    reply
      .header("cache-control", "no-cache")
      .header("x-content-type-options", "nosniff")
      .type("text/javascript; charset=utf-8")
      .send((await serviceWorker()).body),
  );
};
