import {
  AI_HEADLINE_COUNT,
  AI_SUMMARY_TITLE,
  type AiAction,
  type AiLanguage,
} from "../../domain/ai";
import type { AiResult, AiStreamEvent } from "../../domain/schemas/ai";
import { suggestTags } from "../../domain/schemas/tag";
import { asHeadline, headlines, type SummarySource, suggestTagsFor, summary } from "./builtin";
import { type AiProviderConfig, AiProviderError, type ChatMessage, streamChat } from "./provider";

/** What one action works on, gathered by the route. */
export interface AiInput {
  action: AiAction;
  title: string;
  text: string;
  language: AiLanguage;
  target: AiLanguage;
  accountTags: readonly string[];
  chosenTags: readonly string[];
  /** The channel's latest posts, newest first (summary only). */
  posts: readonly SummarySource[];
}

const LANGUAGE_NAME: Record<AiLanguage, string> = { en: "English", no: "Norwegian (bokmål)" };

/** The instructions each action gives the model; the author's words come as the user message. */
function messagesFor(input: AiInput): ChatMessage[] {
  const post = [input.title && `Title: ${input.title}`, input.text].filter(Boolean).join("\n\n");
  const system = (content: string): ChatMessage[] => [
    { role: "system", content: `You assist the editor of a live blog. ${content}` },
    { role: "user", content: post },
  ];
  switch (input.action) {
    case "headlines":
      return system(
        `Write ${AI_HEADLINE_COUNT} short, factual headlines for the post, in the post's language. Answer with the headlines only, one per line, without numbers or quotes.`,
      );
    case "shorten":
      return system(
        "Shorten and tighten the post's text: keep every fact, the author's voice and the language. Answer with the text only, without the title.",
      );
    case "proofread":
      return system(
        "Fix spelling and grammar in the post's text and change nothing else: keep the author's wording, voice and language. Answer with the corrected text only, without the title.",
      );
    case "translate":
      return system(
        `Translate the post's text into ${LANGUAGE_NAME[input.target]}. Answer with the translation only, without the title.`,
      );
    case "tags":
      return system(
        `Choose the tags that fit the post from this list, and only from it: ${input.accountTags.join(", ")}. Answer with the chosen tags separated by commas, nothing else.`,
      );
    case "summary":
      return [
        {
          role: "system",
          content: `You assist the editor of a live blog. Summarise what is known so far from the posts below (oldest first) in 3 to 5 short bullet points, each line starting with "- ", in ${LANGUAGE_NAME[input.language]}. State only facts from the posts.`,
        },
        {
          role: "user",
          content: [...input.posts]
            .reverse()
            .map((p) => [p.title, p.text].filter(Boolean).join("\n"))
            .join("\n\n---\n\n"),
        },
      ];
  }
}

const bullet = /^\s*(?:[-*•]|\d+[.)])\s*/;
const unquote = (line: string) => line.replace(/^["'“”«»]+|["'“”«»]+$/g, "").trim();

/** The model's whole answer as the action's result; an answer with nothing usable is garbage. */
export function resultOf(input: AiInput, answer: string): AiResult {
  const lines = answer
    .split(/\r?\n/)
    .map((l) => unquote(l.replace(bullet, "")))
    .filter(Boolean);
  switch (input.action) {
    case "headlines": {
      const list = lines.slice(0, AI_HEADLINE_COUNT).map((l) => asHeadline(l));
      if (list.length === 0) throw new AiProviderError("ai-provider-bad-answer", "no headlines");
      return { kind: "headlines", headlines: list };
    }
    case "tags": {
      const byName = new Map(input.accountTags.map((t) => [t.toLowerCase(), t]));
      const taken = new Set(input.chosenTags.map((t) => t.toLowerCase()));
      const named = answer
        .split(/[,\n]/)
        .map((t) => byName.get(unquote(t.replace(bullet, "")).toLowerCase()))
        .filter((t): t is string => Boolean(t) && !taken.has(t!.toLowerCase()));
      // Merged with today's auto-tagging, which needs no model to be right.
      const exact = suggestTags(
        `${input.title}\n${input.text}`,
        input.accountTags,
        input.chosenTags,
      );
      return { kind: "tags", tags: [...new Set([...named, ...exact])] };
    }
    case "summary": {
      if (lines.length === 0) throw new AiProviderError("ai-provider-bad-answer", "empty summary");
      return {
        kind: "summary",
        title: AI_SUMMARY_TITLE[input.language],
        text: lines.join("\n"),
        posts: input.posts.length,
      };
    }
    default: {
      const text = answer.trim();
      if (!text) throw new AiProviderError("ai-provider-bad-answer", "empty text");
      return { kind: "text", text };
    }
  }
}

/** The built-in assistant's result; it streams too, a line at a time, like a model would. */
export function builtinResult(input: AiInput): AiResult {
  switch (input.action) {
    case "headlines":
      return { kind: "headlines", headlines: headlines(input.title, input.text) };
    case "tags":
      return {
        kind: "tags",
        tags: suggestTagsFor(input.title, input.text, input.accountTags, input.chosenTags),
      };
    case "summary":
      return {
        kind: "summary",
        title: AI_SUMMARY_TITLE[input.language],
        text: summary(input.posts)
          .map((s) => `- ${s}`)
          .join("\n"),
        posts: input.posts.length,
      };
    default:
      // The route refuses these before (ai-needs-provider): no honest extractive rewrite exists.
      throw new Error(`the built-in assistant cannot ${input.action}`);
  }
}

const linesOf = (result: AiResult): string[] => {
  switch (result.kind) {
    case "headlines":
      return result.headlines;
    case "tags":
      return [result.tags.join(", ")];
    case "summary":
      return result.text.split("\n");
    case "text":
      return [result.text];
  }
};

/**
 * One action's answer as stream events. A provider's failure before any text comes as a thrown
 * AiProviderError (the route answers it as an error status); after text has been sent, as an
 * error event, so what the editor has seen so far is never mistaken for a result.
 */
export async function* runAssistant(
  input: AiInput,
  provider: AiProviderConfig | null,
  signal: AbortSignal,
): AsyncGenerator<AiStreamEvent> {
  if (!provider) {
    yield { type: "start", assistant: "built-in", model: null };
    const result = builtinResult(input);
    for (const line of linesOf(result)) yield { type: "delta", text: `${line}\n` };
    yield { type: "done", result };
    return;
  }
  const chunks = streamChat(provider, messagesFor(input), signal);
  // The first chunk decides whether the provider answers at all (a status, not an event).
  const first = await chunks.next();
  yield { type: "start", assistant: "provider", model: provider.model };
  let answer = "";
  try {
    if (!first.done) {
      answer += first.value;
      yield { type: "delta", text: first.value };
      for await (const text of chunks) {
        answer += text;
        yield { type: "delta", text };
      }
    }
    yield { type: "done", result: resultOf(input, answer) };
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    yield { type: "error", errorKey: error.errorKey };
  }
}
