import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { frameAncestors, originAllowed } from "../../domain/account-settings";
import { escapeHtml } from "../../domain/content/render";
import { ZRenderQuery } from "../../domain/schemas/public-api";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { ApiError } from "../errors";
import type { Repositories } from "../repositories";
import { CROSS_ORIGIN_HELMET } from "../security-headers";
import { script, skinOf, stylesheet } from "./assets";
import { renderForHost } from "./in-page";
import { cssUrl, loadEmbedInput } from "./load";
import { embedPage, notFoundPage } from "./page";
import { langOf, READER_CORS_HEADERS, READER_PAGE_CSP } from "./reader-policy";

export interface EmbedRoutesOptions {
  config: Config;
  db: Db;
  repos: Repositories;
}

const EMBED_PATH = /^\/embed\/([0-9a-fA-F-]{36})\/?$/;

/** An asset whose URL carries its version (the page links it with ?v=hash): cached for good. */
const sendVersioned = (reply: FastifyReply, type: string, body: string) =>
  reply
    .header("cache-control", "public, max-age=31536000, immutable")
    .header("x-content-type-options", "nosniff")
    .type(`${type}; charset=utf-8`)
    .send(body);

const IFRAME_HEIGHT = 800;

export function iframeHtml(src: string, width: string | number, height: number, title: string) {
  return `<iframe src="${escapeHtml(src)}" width="${escapeHtml(String(width))}" height="${height}" style="border:0;width:100%" loading="lazy" title="${escapeHtml(title)}"></iframe>`;
}

/** GET /embed/{channelId}, /embed/live.js, /embed/css/{skin}, /embed.js, /oembed at the root. */
export const embedRoutes: FastifyPluginAsync<EmbedRoutesOptions> = async (
  app,
  { config, db, repos },
) => {
  const embed = repos.embed;
  /** Where readers reach us: PUBLIC_URL, else the origin this request came in at. */
  const originOf = (request: FastifyRequest) =>
    config.publicUrlSet ? config.publicUrl : `${request.protocol}://${request.host}`;

  const securityHeaders = (reply: FastifyReply) =>
    reply
      .header("content-security-policy", READER_PAGE_CSP)
      .headers(READER_CORS_HEADERS)
      .header("x-content-type-options", "nosniff")
      .header("referrer-policy", "strict-origin-when-cross-origin");

  app.get<{ Params: { channelId: string }; Querystring: Record<string, string | undefined> }>(
    "/embed/:channelId",
    { helmet: CROSS_ORIGIN_HELMET },
    async (request, reply) => {
      const { channelId } = request.params;
      const skin = skinOf(request.query.skin);
      const lang = langOf(request, request.query.lang);
      securityHeaders(reply);
      // Without ?lang= the language follows Accept-Language: a CDN must keep one copy per
      // language asked for, or it hands English readers the Norwegian page.
      if (request.query.lang !== lang) reply.header("vary", "Accept-Language");
      const channel = await embed.publicChannel(channelId);
      // Content access: only the account's allowed sites may frame its channels.
      if (channel && channel.allowedOrigins.length > 0) {
        reply.header(
          "content-security-policy",
          READER_PAGE_CSP.replace(
            "frame-ancestors *",
            `frame-ancestors ${frameAncestors(channel.allowedOrigins)}`,
          ),
        );
      }
      if (!channel) {
        return reply
          .code(404)
          .header("cache-control", "public, max-age=5")
          .type("text/html; charset=utf-8")
          .send(notFoundPage(lang, cssUrl("default")));
      }
      const html = embedPage(
        await loadEmbedInput({ db, repos }, channel, {
          skin,
          lang,
          before: request.query.before ?? null,
          origin: originOf(request),
        }),
      );
      return reply
        .header("cache-control", "public, max-age=5")
        .type("text/html; charset=utf-8")
        .send(html);
    },
  );

  // What embed.js puts into a host page (server/embed/in-page.ts): public as the reader page is,
  // and cached by the same rules.
  app.get<{ Params: { channelId: string }; Querystring: Record<string, string | undefined> }>(
    "/embed/:channelId/render",
    { helmet: CROSS_ORIGIN_HELMET },
    async (request, reply) => {
      reply.headers(READER_CORS_HEADERS).header("x-content-type-options", "nosniff");
      const query = ZRenderQuery.safeParse(request.query);
      if (!query.success) throw new ApiError(400, "validation-failed");
      const channel = await embed.publicChannel(request.params.channelId);
      if (!channel) throw new ApiError(404, "not-found");
      // Content access: as only the account's allowed sites may frame the reader page, only
      // their pages may read the render (a CDN keeps one copy per asking origin).
      if (channel.allowedOrigins.length > 0) {
        const from = request.headers.origin;
        reply.header("vary", "Origin");
        if (from && originAllowed(from, channel.allowedOrigins)) {
          reply.header("access-control-allow-origin", from);
        } else reply.removeHeader("access-control-allow-origin");
      }
      const rendered = await renderForHost({ db, repos }, channel, query.data, originOf(request));
      return reply.header("cache-control", "public, max-age=5").send(rendered);
    },
  );

  app.get<{ Params: { skin: string } }>(
    "/embed/css/:skin",
    { helmet: CROSS_ORIGIN_HELMET },
    async (request, reply) =>
      sendVersioned(reply, "text/css", stylesheet(skinOf(request.params.skin)).body),
  );

  app.get("/embed/live.js", { helmet: CROSS_ORIGIN_HELMET }, async (_request, reply) =>
    sendVersioned(reply, "text/javascript", (await script("live")).body),
  );

  // The loader's URL is in newsrooms' pages and never changes: revalidate often.
  app.get("/embed.js", { helmet: CROSS_ORIGIN_HELMET }, async (_request, reply) => {
    const asset = await script("loader");
    return reply
      .header("cache-control", "public, max-age=300")
      .header("etag", `"${asset.hash}"`)
      .header("access-control-allow-origin", "*")
      .header("x-content-type-options", "nosniff")
      .type("text/javascript; charset=utf-8")
      .send(asset.body);
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    "/oembed",
    { helmet: CROSS_ORIGIN_HELMET },
    async (request, reply) => {
      reply.header("access-control-allow-origin", "*");
      const { url, format = "json" } = request.query;
      const notFound = () => reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
      if (format !== "json") {
        return reply.code(501).type("text/plain; charset=utf-8").send("Not Implemented");
      }
      if (!url) return notFound();
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return notFound();
      }
      const match = EMBED_PATH.exec(target.pathname);
      // Ours: the public URL, or the address this request reached us at.
      const ours = [new URL(config.publicUrl).origin, `${request.protocol}://${request.host}`];
      if (!ours.includes(target.origin) || !match?.[1]) return notFound();
      const channel = await embed.publicChannel(match[1].toLowerCase());
      if (!channel) return notFound();
      const skin = skinOf(target.searchParams.get("skin"));
      const maxwidth = Number(request.query.maxwidth);
      const maxheight = Number(request.query.maxheight);
      const height =
        Number.isFinite(maxheight) && maxheight > 0
          ? Math.min(IFRAME_HEIGHT, Math.floor(maxheight))
          : IFRAME_HEIGHT;
      const width =
        Number.isFinite(maxwidth) && maxwidth > 0 ? Math.min(600, Math.floor(maxwidth)) : 600;
      const origin = originOf(request);
      const src = `${origin}/embed/${channel.id}?skin=${skin}`;
      return reply
        .header("cache-control", "public, max-age=60")
        .type("application/json; charset=utf-8")
        .send({
          version: "1.0",
          type: "rich",
          provider_name: "Ticker",
          provider_url: origin,
          title: channel.name,
          html: iframeHtml(src, width, height, channel.name),
          width,
          height,
          cache_age: 3600,
        });
    },
  );
};
