/**
 * The live blog rendered for a host page (a newsroom's article): the host element with a
 * declarative open shadow root holding the skin's styles, the live blog's markup and its boot
 * data. embed.js adopts it in place and goes live from `lastEventId`; a CMS can print it into
 * its page before sending it (GET /api/public/v1/channels/{id}/render).
 */

import type { z } from "zod";
import { escapeHtml } from "../../domain/content/render";
import type { LiveBlogPostingLd } from "../../domain/embed/json-ld";
import type { ZRenderQuery } from "../../domain/schemas/public-api";
import type { Db } from "../db/open";
import type { Repositories } from "../repositories";
import type { PublicChannel } from "../repositories/embed";
import { skinOf, stylesheet } from "./assets";
import { loadEmbedInput } from "./load";
import {
  type EmbedPageInput,
  jsonLd,
  readerBoot,
  readerMain,
  scriptJson,
  skinClasses,
} from "./page";

export interface InPageRender {
  html: string;
  jsonLd: LiveBlogPostingLd;
  stylesheet: string;
  script: string;
  lastEventId: string;
}

/** The permalink prefix on a host page: `#ticker-post-<id>` names no element of the host's own. */
export const HOST_ANCHOR = "ticker-post-";

/** A channel's first page for a host page, with every link absolute (the host is another site). */
export async function renderForHost(
  deps: { db: Db; repos: Repositories },
  channel: PublicChannel,
  query: z.infer<typeof ZRenderQuery>,
  origin: string,
): Promise<InPageRender> {
  const input = await loadEmbedInput(deps, channel, {
    skin: query.skin,
    lang: query.lang,
    before: null,
    limit: query.limit,
    origin,
    absolute: true,
    ...(query.url ? { pageUrl: query.url, anchor: HOST_ANCHOR } : {}),
  });
  return inPageRender(input, origin);
}

function inPageRender(input: EmbedPageInput, origin: string): InPageRender {
  const h = escapeHtml;
  const ld = jsonLd(input);
  const extScripts = (input.extensions?.scripts ?? []).join(" ");
  const css = stylesheet(skinOf(input.skin)).body;
  const extStyles = (input.extensions?.styles ?? [])
    .map((href) => `<link rel="stylesheet" href="${h(href)}">`)
    .join("");
  // The styles are inline: a stylesheet link in a shadow root does not hold rendering back, so
  // the live blog would first show unstyled and then shift the host page's layout.
  const html =
    `<div class="ticker-embed" data-channel="${h(input.channel.id)}" data-skin="${h(input.skin)}" data-lang="${input.lang}" data-ticker-live="${h(input.scriptUrl)}"${extScripts ? ` data-ticker-ext="${h(extScripts)}"` : ""} data-ticker-prefetched="${h(input.lastEventId)}">` +
    `<template shadowrootmode="open"><style>${css}</style>${extStyles}` +
    `<div class="t-page ${skinClasses(input)}">${readerMain(input)}</div>` +
    `<script type="application/json" id="t-boot">${scriptJson(readerBoot(input))}</script>` +
    `<script type="application/json" id="t-schema">${scriptJson({ ld, keys: (input.keyEvents ?? []).map((p) => p.id) })}</script>` +
    `</template></div>`;
  return {
    html,
    jsonLd: ld,
    // Absolute: loadEmbedInput gave a host page's render its links with our origin.
    stylesheet: input.cssUrl,
    script: `${origin}/embed.js`,
    lastEventId: input.lastEventId,
  };
}
