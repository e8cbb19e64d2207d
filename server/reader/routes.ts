import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { presentImages } from "../../domain/content/responsive-images";
import {
  type EmbedLang,
  type IconInfo,
  KEY_EVENTS_MAX,
  type PublicContributionLike,
  READER_CONTRIBUTIONS_SHOWN,
} from "../../domain/embed/shared";
import { FEED_PAGE_SIZE } from "../../domain/schemas/post";
import { bundleScript } from "../bundle-script";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { script, skinOf, stylesheet } from "../embed/assets";
import { notFoundPage } from "../embed/page";
import { presentContributions, sizesFor } from "../media/present";
import { vapidKeys } from "../push/vapid";
import type { Repositories } from "../repositories";
import { decodeCursor, encodeCursor, toPostDto } from "../repositories/posts";
import { BUILT_IN_POST_ICONS } from "../routes/post-icons";
import { readerPageChannel } from "./channel";
import { readerPage } from "./page";

export interface ReaderRoutesOptions {
  config: Config;
  db: Db;
  repos: Repositories;
}

const ICONS: Record<string, IconInfo> = Object.fromEntries(
  BUILT_IN_POST_ICONS.map((i) => [i.id, { symbol: i.symbol, label: i.label }]),
);

/**
 * Only Ticker's own scripts: this page is not sandboxed (its service worker needs a real
 * origin, the suite's), so no account's code and no provider's script may run here. Nobody
 * frames it: the embed is the page for framing.
 */
export const READER_OWN_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src * data: blob:",
  "media-src *",
  "font-src 'self' data: https:",
  "frame-src https:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const hashOf = (body: string) => createHash("sha256").update(body).digest("base64url").slice(0, 12);
const asset = async (path: string) => {
  const body = await bundleScript(fromRoot(path));
  return { body, hash: hashOf(body) };
};
const pushScript = () => asset("src/embed/push.ts");
const serviceWorker = () => asset("sw/reader-push.ts");

/** A published contribution as readers see it: the contact never leaves the server. */
const publicOnly = (c: PublicContributionLike): PublicContributionLike => ({
  id: c.id,
  kind: c.kind,
  authorName: c.authorName,
  message: c.message,
  createdUtc: c.createdUtc,
  imageUrl: c.imageUrl,
  replies: c.replies,
});

const langOf = (request: FastifyRequest, value: unknown): EmbedLang => {
  if (value === "no" || value === "en") return value;
  const accept = request.headers["accept-language"] ?? "";
  return /^(nb|nn|no)\b/i.test(accept) ? "no" : "en";
};

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
      const cssUrl = (name: typeof skin) => `/embed/css/${name}?v=${stylesheet(name).hash}`;
      if (!channel) {
        return reply
          .code(404)
          .header("cache-control", "public, max-age=5")
          .send(notFoundPage(lang, cssUrl("default")));
      }
      const before = request.query.before ? decodeCursor(request.query.before) : null;
      const keyEventsOn = !before && !channel.disabledFeatures.includes("keyEvents");
      const off = (flag: string) => channel.disabledFeatures.includes(flag);
      const [lastEventId, feed, topText, countdowns, live, push, contributions, keyEvents, keys] =
        await Promise.all([
          repos.liveEvents.head(channel.id),
          repos.posts.feed(channel.id, { after: before, limit: FEED_PAGE_SIZE }),
          repos.topText.get(channel.id),
          repos.countdowns.list(channel.id),
          script("live"),
          pushScript(),
          before
            ? []
            : repos.contributions
                .list(channel.id, { statuses: ["published"] })
                .then((list) => list.slice(0, READER_CONTRIBUTIONS_SHOWN).map(publicOnly)),
          keyEventsOn ? repos.posts.keyEvents(channel.id, KEY_EVENTS_MAX) : null,
          vapidKeys(db),
        ]);
      const origin = originOf(request);
      const query = (cursor?: string) => {
        const params = new URLSearchParams();
        if (request.query.skin) params.set("skin", skin);
        if (request.query.lang) params.set("lang", lang);
        if (cursor) params.set("before", cursor);
        const text = params.toString();
        return text ? `?${text}` : "";
      };
      const path = `/live/${channel.id}`;
      const posts = feed.rows.map(toPostDto);
      const keyEventPosts = keyEvents ? keyEvents.map(toPostDto) : null;
      const topTextHtml = off("topText") ? "" : topText.html;
      const sizes = await sizesFor(repos.uploads, [
        topTextHtml,
        ...posts.map((p) => p.html),
        ...(keyEventPosts ?? []).map((p) => p.html),
      ]);
      const present = <T extends { html: string }>(item: T): T => ({
        ...item,
        html: presentImages(item.html, channel.media, sizes),
      });
      const html = readerPage({
        embed: {
          channel,
          posts: posts.map(present),
          topTextHtml: present({ html: topTextHtml }).html,
          countdowns: off("countdowns") ? [] : countdowns,
          skin,
          lang,
          // One canonical address per channel: the language and skin are the reader's choice.
          pageUrl: `${origin}${path}`,
          moreUrl: feed.next ? `${path}${query(encodeCursor(feed.next))}` : null,
          latestUrl: before ? `${path}${query()}` : null,
          oembedUrl: `${origin}/oembed?url=${encodeURIComponent(`${origin}/embed/${channel.id}`)}&format=json`,
          cssUrl: cssUrl(skin),
          scriptUrl: `/embed/live.js?v=${live.hash}`,
          apiBase: "/api",
          lastEventId,
          icons: off("postIcons") ? null : ICONS,
          contributions: await presentContributions(repos.uploads, channel.media, contributions),
          keyEvents: keyEventPosts ? keyEventPosts.map(present) : null,
          plugins: channel.plugins,
        },
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
          icons: [
            { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
            { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
            {
              src: "/icons/maskable-512.png",
              sizes: "512x512",
              type: "image/png",
              purpose: "maskable",
            },
          ],
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
