import { z } from "zod";
import { EMBED_SKINS } from "../embed/skins";
import { zQueryInt4 } from "./common";
import {
  FEED_PAGE_MAX,
  FEED_PAGE_SIZE,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  ZPostRequest,
  ZPushChoice,
} from "./post";

/** The public API lives under /api{PUBLIC_API_BASE}; its key travels in this header. */
export const PUBLIC_API_BASE = "/public/v1";
export const API_KEY_HEADER = "x-api-key";
/** Where the interactive API reference and the OpenAPI document are served. */
export const API_DOCS_PATH = "/api/docs";
export const OPENAPI_PATH = "/api/openapi.json";

export const ZPublicChannelParams = z.object({
  channelId: z.string().uuid().describe("A channel of the key's account"),
});

export const ZPublicStreamQuery = z.object({
  lastEventId: z
    .string()
    .max(40)
    .optional()
    .describe("Resume after this event id (or send the Last-Event-ID header)"),
});

/**
 * A post published with an API key: what an editor writes, less the author, which is
 * always the key's name, and less the "AI-assisted" label, which marks an AI suggestion an
 * editor accepted in the editor.
 */
export const ZPublicPostRequest = ZPostRequest.omit({ authorId: true, aiAssisted: true }).extend(
  ZPushChoice.shape,
);

/** The headers of a publish: an idempotency key makes a retry safe. */
export const ZPublicPublishHeaders = z
  .object({
    [IDEMPOTENCY_HEADER]: z
      .string()
      .regex(IDEMPOTENCY_KEY_PATTERN)
      .describe(
        "Makes a retry safe: a request repeated with the same key (letters, digits, `_.:-`, at most 200) answers what the first answered and publishes nothing more. The same key with a different request answers 409 `idempotency-key-reused`. A key is kept for seven days.",
      )
      .optional(),
  })
  // The other headers (the API key among them) stay as they came.
  .passthrough();

/** How a live blog is rendered for a host page (the render API and embed.js). */
export const ZRenderQuery = z
  .object({
    skin: z.enum(EMBED_SKINS).default("default").describe("One of the reader skins"),
    lang: z.enum(["en", "no"]).default("en").describe("The readers' language"),
    limit: zQueryInt4()
      .min(1)
      .max(FEED_PAGE_MAX)
      .default(FEED_PAGE_SIZE)
      .describe("Posts on the first page"),
    url: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional()
      .describe(
        "The host page's URL: the JSON-LD's `url` and each post's permalink (`#ticker-post-<id>`) point into it",
      ),
  })
  .strict();

export const ZRenderResponse = z.object({
  html: z
    .string()
    .describe(
      "The host element (`div.ticker-embed`) with an open declarative shadow root: the skin's styles, the first page and its boot data. embed.js adopts it in place.",
    ),
  jsonLd: z
    .looseObject({ "@type": z.literal("LiveBlogPosting") })
    .describe(
      'The schema.org LiveBlogPosting, for a `<script type="application/ld+json">` in the head',
    ),
  stylesheet: z.string().describe("The skin's stylesheet (already inline in `html`)"),
  script: z.string().describe("embed.js, which takes the rendered HTML live"),
  lastEventId: z
    .string()
    .describe("The last event the render includes; embed.js goes live from it"),
});

/** Paths of the public API, relative to the server's origin. */
export const publicApiPaths = {
  channels: () => `/api${PUBLIC_API_BASE}/channels`,
  posts: (channelId: string) => `/api${PUBLIC_API_BASE}/channels/${channelId}/posts`,
  changes: (channelId: string) => `/api${PUBLIC_API_BASE}/channels/${channelId}/changes`,
  stream: (channelId: string) => `/api${PUBLIC_API_BASE}/channels/${channelId}/stream`,
  render: (channelId: string) => `/api${PUBLIC_API_BASE}/channels/${channelId}/render`,
};
