import { z } from "zod";
import type { ContentNode, Doc } from "./schema";

/**
 * The poll block (the poll plugin): a question with POLL_MIN_OPTIONS to
 * POLL_MAX_OPTIONS answers, written in a post. Its id and the options' ids are made by the
 * editor and stay the same while the post is edited, so votes keep pointing at the option
 * they were cast for.
 */
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 6;
export const POLL_QUESTION_MAX = 300;
export const POLL_OPTION_MAX = 120;

export const ZPollId = z.string().regex(/^[A-Za-z0-9_-]{6,40}$/);
export const ZPollOptionId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

export const ZPollAttrs = z.object({
  id: ZPollId,
  question: z.string().trim().min(1).max(POLL_QUESTION_MAX),
  options: z
    .array(z.object({ id: ZPollOptionId, label: z.string().trim().min(1).max(POLL_OPTION_MAX) }))
    .min(POLL_MIN_OPTIONS)
    .max(POLL_MAX_OPTIONS)
    .refine((options) => new Set(options.map((o) => o.id)).size === options.length, {
      message: "duplicate-option",
    }),
});
export type PollAttrs = z.infer<typeof ZPollAttrs>;

/** The poll with this id anywhere in a document, or undefined. */
export function findPoll(
  doc: Doc | ContentNode | null | undefined,
  pollId: string,
): PollAttrs | undefined {
  if (!doc) return undefined;
  if (doc.type === "poll") return doc.attrs.id === pollId ? doc.attrs : undefined;
  if (!("content" in doc) || !doc.content) return undefined;
  for (const child of doc.content) {
    const found = findPoll(child, pollId);
    if (found) return found;
  }
  return undefined;
}

/** Every poll in a document, in document order. */
export function findPolls(doc: Doc | ContentNode | null | undefined): PollAttrs[] {
  if (!doc) return [];
  if (doc.type === "poll") return [doc.attrs];
  if (!("content" in doc) || !doc.content) return [];
  return doc.content.flatMap(findPolls);
}

/** A short random id for a new poll or option (the editor makes them). */
export const newPollId = (length = 12): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
};
