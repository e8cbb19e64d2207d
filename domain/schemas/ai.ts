import { z } from "zod";
import {
  AI_ACTIONS,
  AI_ASSISTANTS,
  AI_LANGUAGES,
  AI_SUMMARY_POSTS_DEFAULT,
  AI_SUMMARY_POSTS_MAX,
  AI_TEXT_MAX,
} from "../ai";
import { ZHostParams } from "./common";

export const ZAiAction = z.enum(AI_ACTIONS);
export const ZAiAssistant = z.enum(AI_ASSISTANTS);
export const ZAiLanguage = z.enum(AI_LANGUAGES);

export const ZAiParams = ZHostParams.extend({ action: ZAiAction });

/**
 * POST /ai/{host}/{action}. The post's title and plain text for the post actions; the channel
 * and how many of its newest posts for "summary". `language` is the editor's language (the
 * summary's heading, the model's answer); `target` the language a translation goes to.
 */
export const ZAiRequest = z.object({
  title: z.string().max(300).default(""),
  text: z.string().max(AI_TEXT_MAX).default(""),
  language: ZAiLanguage.default("en"),
  target: ZAiLanguage.optional(),
  /** The channel the post is written in (or summarised): AI mode needs the right to write posts there. */
  channelId: z.string().uuid(),
  count: z.number().int().min(1).max(AI_SUMMARY_POSTS_MAX).default(AI_SUMMARY_POSTS_DEFAULT),
  /** Tags already on the post: not suggested again. */
  chosenTags: z.array(z.string().max(50)).max(50).default([]),
});
export type AiRequest = z.input<typeof ZAiRequest>;

/** The finished answer of one action. */
export const ZAiResult = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("headlines"), headlines: z.array(z.string()) }),
  z.object({ kind: z.literal("text"), text: z.string() }),
  z.object({ kind: z.literal("tags"), tags: z.array(z.string()) }),
  z.object({ kind: z.literal("summary"), title: z.string(), text: z.string(), posts: z.number() }),
]);
export type AiResult = z.infer<typeof ZAiResult>;

/**
 * One line of the streamed answer (NDJSON): who answers first, then text as it is generated,
 * then the result, or an error (the text being written is never touched by the server).
 */
export const ZAiStreamEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("start"), assistant: ZAiAssistant, model: z.string().nullable() }),
  z.object({ type: z.literal("delta"), text: z.string() }),
  z.object({ type: z.literal("done"), result: ZAiResult }),
  z.object({ type: z.literal("error"), errorKey: z.string() }),
]);
export type AiStreamEvent = z.infer<typeof ZAiStreamEvent>;

/** GET /ai/{host}: whether AI mode is on for the account and who would answer. */
export const ZAiStatus = z.object({
  enabled: z.boolean(),
  assistedLabel: z.boolean(),
  assistant: ZAiAssistant,
  model: z.string().nullable(),
});
export type AiStatus = z.infer<typeof ZAiStatus>;

/** PUT /accounts/{host}/ai-settings: AI mode on or off, and the "AI-assisted" label. */
export const ZAiSettings = z.object({ enabled: z.boolean(), assistedLabel: z.boolean() });
export type AiSettings = z.infer<typeof ZAiSettings>;
