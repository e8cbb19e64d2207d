import { ZHostParams } from "../../domain/schemas/common";
import { ZLinkCard, ZLinkCardRequest } from "../../domain/schemas/media";
import { mayUseMedia } from "../auth/authorize";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import { ApiError } from "../errors";
import { decodeHtml, parseLinkCard } from "../media/link-card";
import { SafeFetchError, safeFetch } from "../media/safe-fetch";
import type { RoutePlugin } from "./plugin";

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/;

/** POST /link-card/{host} {url}: the page's Open Graph card, fetched by the server. */
export const linkCardRoutes: RoutePlugin<"services"> = async (app, { services }) => {
  app.post(
    "/link-card/:host",
    {
      schema: { params: ZHostParams, body: ZLinkCardRequest, response: { 200: ZLinkCard } },
      preHandler: [authenticate(services), requireHostAccess(services), mayUseMedia],
    },
    async (request) => {
      const { url } = request.body;
      // The account's own header (advanced settings), e.g. to get past its paywall.
      const header = scopeOf(request).host.record.account.settings.linkCardHeader;
      let fetched: Awaited<ReturnType<typeof safeFetch>>;
      try {
        fetched = await safeFetch(url, {
          allowPrivate: services.config.allowPrivateFetch,
          accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
          headers: header ? { [header.name]: header.value } : undefined,
        });
      } catch (error) {
        if (!(error instanceof SafeFetchError)) throw error;
        if (error.reason === "invalid-url") throw new ApiError(400, "invalid-url");
        request.log.info({ url, reason: error.reason }, "link card unavailable");
        throw new ApiError(400, "link-card-unavailable");
      }
      if (!HTML_TYPES.test(fetched.contentType)) throw new ApiError(400, "link-card-unavailable");
      const card = parseLinkCard(decodeHtml(fetched.body, fetched.contentType), url, fetched.url);
      if (!card.title && !card.description && !card.image) {
        throw new ApiError(400, "link-card-unavailable");
      }
      return card;
    },
  );
};
