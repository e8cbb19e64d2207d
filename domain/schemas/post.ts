import { z } from "zod";
import { isEmptyDoc, ZDoc } from "../content/schema";
import type { ErrorKey } from "../errors";
import { ZPostAbilities } from "./abilities";
import { ZHostParams, zInt4, zQueryInt4 } from "./common";

export const IMPORTANCE_LEVELS = ["common", "normal", "important", "very-important"] as const;
export type Importance = (typeof IMPORTANCE_LEVELS)[number];

export const POST_TITLE_MAX = 300;
export const POST_TAGS_MAX = 20;
export const POST_ICONS_MAX = 5;
export const FEED_PAGE_SIZE = 20;
export const FEED_PAGE_MAX = 100;

/**
 * What an editor writes, for posts and drafts alike. Title or content is required
 * (title-or-content-required); a title of only spaces is title-empty.
 */
const postFields = {
  title: z.string().max(POST_TITLE_MAX).default(""),
  content: ZDoc.nullable().default(null),
  importance: z.enum(IMPORTANCE_LEVELS).default("normal"),
  /** The author (a user of the account); defaults to the signed-in user. */
  authorId: z.string().uuid().nullish(),
  tags: z.array(z.string().trim().min(1).max(50)).max(POST_TAGS_MAX).default([]),
  icons: z.array(z.string().min(1).max(100)).max(POST_ICONS_MAX).default([]),
  breaking: z.boolean().default(false),
  /**
   * A key event (keyEvents flag), listed for readers above the feed. Absent: a new post is
   * not one and an update keeps what is stored.
   */
  keyEvent: z.boolean().optional(),
  /**
   * The "AI-assisted" label readers see: the editor accepted an AI suggestion into
   * the post. Stored only while the account's AI settings turn the label on. Absent: a new post
   * has none and an update keeps what is stored.
   */
  aiAssisted: z.boolean().optional(),
};

export const ZPostRequest = z.object(postFields);
export type PostRequest = z.input<typeof ZPostRequest>;

/**
 * Publishing or updating a post (not a draft): `push` sends it as a notification to the
 * readers who follow the channel on its reader page, once per post. Absent or false, it is
 * not sent: the editor offers it switched on for breaking posts and key events, and the
 * server never pushes without the editor's choice.
 */
export const ZPushChoice = z.object({ push: z.boolean().optional() });

/** Optimistic concurrency: an update names the version it read; a stale one gets 409. */
export const ZVersioned = z.object({ version: zInt4().min(1) });
/** `?version=` on deletes, which carry no body. */
export const ZVersionQuery = z.object({ version: zQueryInt4().min(1) });

export const ZPost = z.object({
  id: z.string(),
  channelId: z.string(),
  title: z.string(),
  content: ZDoc.nullable(),
  /** Rendered and sanitized by the server from `content`. */
  html: z.string(),
  importance: z.enum(IMPORTANCE_LEVELS),
  authorId: z.string().nullable(),
  authorName: z.string(),
  authorAvatarUrl: z.string().nullable(),
  tags: z.array(z.string()),
  icons: z.array(z.string()),
  breaking: z.boolean(),
  /** Defaults for rows cached before key events existed (offline feed, persisted queries). */
  keyEvent: z.boolean().default(false),
  /** Readers are told an AI suggestion went into the post (defaulted for older cached rows). */
  aiAssisted: z.boolean().default(false),
  pinned: z.boolean(),
  highlighted: z.boolean(),
  /** Feed position: higher comes first (after pinned posts). */
  order: z.number(),
  version: z.number().int(),
  createdUtc: z.string(),
  updatedUtc: z.string(),
  /**
   * What the signed-in editor may do with it (domain/abilities). Editor routes always send
   * it; public payloads (embed, live events) leave it out, and absent means nothing is allowed.
   */
  abilities: ZPostAbilities.optional(),
});
export type Post = z.infer<typeof ZPost>;

export const ZFeedQuery = z.object({
  cursor: z.string().max(500).optional(),
  limit: zQueryInt4().min(1).max(FEED_PAGE_MAX).default(FEED_PAGE_SIZE),
  /** Server-side search over the latest SEARCH_MAX_POSTS posts. */
  q: z.string().trim().max(200).optional(),
});

export const ZFeedPage = z.object({
  items: z.array(ZPost),
  nextCursor: z.string().nullable(),
  /** True when a search skipped posts beyond the latest SEARCH_MAX_POSTS. */
  searchLimited: z.boolean(),
  total: z.number().int(),
});
export type FeedPage = z.infer<typeof ZFeedPage>;

export const ZPinRequest = ZVersioned.extend({ pinned: z.boolean() });
export const ZHighlightRequest = ZVersioned.extend({ highlighted: z.boolean() });
/** Mark or unmark a key event from the feed's menu (keyEvents flag). */
export const ZKeyEventRequest = ZVersioned.extend({ keyEvent: z.boolean() });
/** Move a post to sit directly after `afterId` (null: to the top of the unpinned posts). */
export const ZReorderRequest = ZVersioned.extend({ afterId: z.string().uuid().nullable() });

export const ZPostParams = ZHostParams.extend({
  channelId: z.string().uuid(),
  postId: z.string().uuid(),
});
export const ZChannelScopeParams = ZHostParams.extend({
  channelId: z.string().uuid(),
});

/** The 409 body: the row as it is now, so the editor can show "updated by someone else". */
export const ZStaleVersionResponse = z.object({
  errorKey: z.literal("stale-version"),
  current: z.unknown(),
});
export type StaleVersionResponse = z.infer<typeof ZStaleVersionResponse>;

/** Header carried by writes the offline outbox may replay. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** What an idempotency key may be: letters, digits and `_.:-`, at most 200. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{1,200}$/;

/** A post needs a title or content; a title of only spaces is not a title. */
export function postInputProblem(input: {
  title?: string | null;
  content?: z.infer<typeof ZDoc> | null;
}): ErrorKey | null {
  const raw = input.title ?? "";
  const hasContent = !isEmptyDoc(input.content);
  if (raw.length > 0 && raw.trim() === "") return "title-empty";
  if (raw.trim() === "" && !hasContent) return "title-or-content-required";
  return null;
}
