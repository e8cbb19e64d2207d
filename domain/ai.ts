/**
 * AI mode in the editor: what the assistant can do, and the limits it works within.
 * The server answers every action; the browser never sees a provider or its key.
 */
export const AI_ACTIONS = [
  "headlines",
  "shorten",
  "proofread",
  "translate",
  "tags",
  "summary",
] as const;
export type AiAction = (typeof AI_ACTIONS)[number];

/** Actions that rewrite the author's words: only a language model can do them honestly. */
export const PROVIDER_ONLY_ACTIONS: readonly AiAction[] = ["shorten", "proofread", "translate"];

export const needsProvider = (action: AiAction): boolean => PROVIDER_ONLY_ACTIONS.includes(action);

/** Who answered: the embedded extractive assistant, or the configured chat-completions model. */
export const AI_ASSISTANTS = ["built-in", "provider"] as const;
export type AiAssistant = (typeof AI_ASSISTANTS)[number];

export const AI_LANGUAGES = ["en", "no"] as const;
export type AiLanguage = (typeof AI_LANGUAGES)[number];

export const AI_HEADLINE_COUNT = 3;
/** Longest headline the assistant offers; the post title allows more, readers want less. */
export const AI_HEADLINE_MAX = 110;
export const AI_TEXT_MAX = 20_000;
export const AI_TAGS_MAX = 8;
export const AI_SUMMARY_POSTS_DEFAULT = 10;
export const AI_SUMMARY_POSTS_MAX = 50;
/** Sentences in a built-in summary. */
export const AI_SUMMARY_SENTENCES = 5;

/** Uses per minute: one editor cannot starve the account, one account not the installation. */
export const AI_RATE_PER_USER_PER_MINUTE = 20;
export const AI_RATE_PER_ACCOUNT_PER_MINUTE = 60;

/** The heading of a channel summary, in the editor's language. */
export const AI_SUMMARY_TITLE = { en: "What we know so far", no: "Dette vet vi så langt" } as const;

/** Defaults of the account's AI settings: on for the built-in assistant, no label. */
export const AI_SETTINGS_DEFAULT = { enabled: true, assistedLabel: false } as const;
