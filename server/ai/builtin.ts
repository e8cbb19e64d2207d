import { eng, nob } from "stopword";
import model from "wink-eng-lite-web-model";
import winkNLP, { type ItemSentence } from "wink-nlp";
import {
  AI_HEADLINE_COUNT,
  AI_HEADLINE_MAX,
  AI_SUMMARY_SENTENCES,
  AI_TAGS_MAX,
} from "../../domain/ai";
import { suggestTags } from "../../domain/schemas/tag";

/**
 * The embedded assistant: no network, no model download. It only picks from what was written
 * (extractive ranking of sentences) and from the account's own tags, so it never puts words in
 * the author's mouth. wink-nlp splits sentences and tokens; its English model's tokenizer is
 * Unicode-aware, so Norwegian text splits the same way, and the stop words of both languages
 * (the `stopword` package) keep "og", "the", "i" from counting as content.
 */
const nlp = winkNLP(model);
const its = nlp.its;
const STOP_WORDS = new Set([...eng, ...nob].map((w) => w.toLowerCase()));

export interface Sentence {
  text: string;
  /** Position in the text, 0-based: earlier sentences carry the news in a live post. */
  index: number;
  words: string[];
}

/** Content words: letters (any script) or numbers with letters, not stop words, 2+ characters. */
function contentWords(tokens: string[], types: string[]): string[] {
  return tokens.filter(
    (token, i) =>
      types[i] === "word" && token.length > 1 && !STOP_WORDS.has(token) && /\p{L}/u.test(token),
  );
}

export function sentencesOf(text: string): Sentence[] {
  const doc = nlp.readDoc(text);
  const out: Sentence[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const raw = sentence.out().replace(/\s+/g, " ").trim();
    if (!/\p{L}/u.test(raw)) return;
    const tokens = sentence.tokens();
    out.push({
      text: raw,
      index: out.length,
      words: contentWords(tokens.out(its.normal) as string[], tokens.out(its.type) as string[]),
    });
  });
  return out;
}

/** How often each content word occurs in the whole text. */
function frequencies(sentences: readonly Sentence[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of sentences) for (const w of s.words) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

/**
 * Sentences best first: the mean frequency of their content words across the text (what the
 * text is about), lifted for coming early, lowered for being very short or very long.
 */
export function rankSentences(sentences: readonly Sentence[]): Sentence[] {
  const counts = frequencies(sentences);
  const score = (s: Sentence) => {
    if (s.words.length === 0) return 0;
    const weight = s.words.reduce((sum, w) => sum + (counts.get(w) ?? 0), 0) / s.words.length;
    const position = 1 + 1 / (1 + s.index);
    const length = s.words.length < 3 ? 0.6 : s.words.length > 30 ? 0.7 : 1;
    return weight * position * length;
  };
  return [...sentences].sort((a, b) => score(b) - score(a) || a.index - b.index);
}

/** A sentence as a headline: no closing full stop, cut at a word within the limit. */
export function asHeadline(sentence: string, max = AI_HEADLINE_MAX): string {
  let text = sentence.trim().replace(/[.;:,]+$/, "");
  if (text.length > max) {
    const cut = text.slice(0, max - 1);
    const space = cut.lastIndexOf(" ");
    text = `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, "")}…`;
  }
  return text;
}

/** Up to three headlines: the best-ranked sentences of the text, each once. */
export function headlines(title: string, text: string): string[] {
  const ranked = rankSentences(sentencesOf(text));
  const seen = new Set([title.trim().toLowerCase()]);
  const out: string[] = [];
  for (const s of ranked) {
    const headline = asHeadline(s.text);
    const key = headline.toLowerCase();
    if (headline.length < 8 || seen.has(key)) continue;
    seen.add(key);
    out.push(headline);
    if (out.length === AI_HEADLINE_COUNT) break;
  }
  return out;
}

/** A post of the channel as the summary reads it. */
export interface SummarySource {
  title: string;
  text: string;
}

/**
 * "What we know so far": the best sentences of the latest posts (newest first as given), told
 * in the order they were published, one bullet each.
 */
export function summary(posts: readonly SummarySource[]): string[] {
  const chronological = [...posts].reverse();
  const sentences: Sentence[] = [];
  for (const post of chronological) {
    for (const s of sentencesOf(
      [post.title, post.text]
        .filter(Boolean)
        .join(". ")
        .replace(/\.\.\s/g, ". "),
    )) {
      sentences.push({ ...s, index: sentences.length });
    }
  }
  const counts = frequencies(sentences);
  // In a summary, position means nothing: the story moves on from post to post.
  const score = (s: Sentence) =>
    s.words.length < 3
      ? 0
      : s.words.reduce((sum, w) => sum + (counts.get(w) ?? 0), 0) / s.words.length;
  const chosen: Sentence[] = [];
  for (const s of [...sentences].sort((a, b) => score(b) - score(a) || b.index - a.index)) {
    if (chosen.length === AI_SUMMARY_SENTENCES) break;
    if (chosen.some((c) => c.text.toLowerCase() === s.text.toLowerCase())) continue;
    chosen.push(s);
  }
  return chosen.sort((a, b) => a.index - b.index).map((s) => s.text);
}

/** A tag and a word of the text are the same when one is the other inflected (valg, valget). */
const inflectionOf = (word: string, tag: string): boolean =>
  word === tag || (tag.length >= 4 && word.startsWith(tag) && word.length - tag.length <= 3);

/**
 * Tags for the text from the account's own tags only: today's auto-tagging (the tag's name
 * appears as a word) first, then tags whose every word matches a frequent content word of the
 * text, allowing English and Norwegian endings ("valget" for "Valg", "strikes" for "Strike").
 */
export function suggestTagsFor(
  title: string,
  text: string,
  accountTags: readonly string[],
  chosen: readonly string[] = [],
): string[] {
  const full = `${title}\n${text}`;
  const exact = suggestTags(full, accountTags, chosen);
  const taken = new Set([...chosen, ...exact].map((t) => t.toLowerCase()));
  const counts = frequencies(sentencesOf(full));
  const scored: { tag: string; score: number }[] = [];
  for (const tag of accountTags) {
    if (taken.has(tag.toLowerCase())) continue;
    const parts = tag.toLowerCase().split(/\s+/).filter(Boolean);
    let score = 0;
    for (const part of parts) {
      let best = 0;
      for (const [word, n] of counts) if (inflectionOf(word, part)) best = Math.max(best, n);
      if (best === 0) {
        score = 0;
        break;
      }
      score += best;
    }
    if (score > 0) scored.push({ tag, score });
  }
  scored.sort((a, b) => b.score - a.score || a.tag.localeCompare(b.tag));
  return [...exact, ...scored.map((s) => s.tag)].slice(0, AI_TAGS_MAX);
}
