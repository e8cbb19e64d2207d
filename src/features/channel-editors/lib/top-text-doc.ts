import { type ContentNode, type Doc, plainText } from "../../../../domain/content/schema";

/** Plain text (one paragraph per line) to the restricted document the API stores; empty → null. */
export function textToDoc(text: string): Doc | null {
  const normalized = text.replace(/\r\n?/g, "\n");
  if (normalized.trim() === "") return null;
  const lines = normalized.replace(/^\n+|\s+$/g, "").split("\n");
  return {
    type: "doc",
    content: lines.map(
      (line): ContentNode =>
        line.length > 0
          ? { type: "paragraph", content: [{ type: "text", text: line }] }
          : { type: "paragraph" },
    ),
  };
}

/** The document's blocks as lines of plain text, for the textarea. */
export function docToText(doc: Doc | null | undefined): string {
  if (!doc?.content) return "";
  return doc.content.map((block) => plainText(block)).join("\n");
}
