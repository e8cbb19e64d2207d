import type { Doc } from "../../../../domain/content/schema";

const paragraph = (text: string) => ({
  type: "paragraph" as const,
  content: text ? [{ type: "text" as const, text }] : [],
});

/** A summary's "- " lines as a bullet list; other lines as paragraphs. */
export function summaryDoc(text: string): Doc {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const bullets = lines.filter((l) => /^[-*•]\s+/.test(l));
  if (bullets.length === lines.length) {
    return {
      type: "doc",
      content: [
        {
          type: "bulletList",
          content: bullets.map((l) => ({
            type: "listItem",
            content: [paragraph(l.replace(/^[-*•]\s+/, ""))],
          })),
        },
      ],
    } as Doc;
  }
  return { type: "doc", content: lines.map(paragraph) } as Doc;
}

/** Plain text (a rewrite, a translation) as the editor's paragraphs. */
export const textDoc = (text: string): Doc =>
  ({
    type: "doc",
    content: text
      .split(/\n{2,}|\n/)
      .map((l) => paragraph(l.trim()))
      .filter((p) => p.content.length),
  }) as Doc;
