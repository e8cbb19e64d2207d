import { z } from "zod";
import { ZBlockData, ZBlockType } from "../schemas/extension-bridge";
import { EMBED_PROVIDERS } from "./embed-urls";
import { type PollAttrs, ZPollAttrs } from "./poll";

/**
 * Post content is a restricted ProseMirror/TipTap JSON document. The server validates it
 * with this schema and renders HTML from it itself (domain/content/render.ts), so stored
 * HTML never contains anything the schema does not allow. Unknown node or mark types are
 * rejected as invalid-content.
 */
export const MAX_CONTENT_NODES = 5000;
export const MAX_TEXT_LENGTH = 50_000;
export const MAX_URL_LENGTH = 2048;
export const CUSTOM_HTML_MAX_LENGTH = 20_000;

/** Only http(s) and mailto links survive; relative links are allowed for uploads. */
export const ZSafeUrl = z
  .string()
  .max(MAX_URL_LENGTH)
  .refine((v) => /^(https?:\/\/|mailto:|\/uploads\/)/i.test(v.trim()), { message: "invalid-url" });

export const ZMark = z.discriminatedUnion("type", [
  z.object({ type: z.literal("bold") }),
  z.object({ type: z.literal("italic") }),
  z.object({ type: z.literal("link"), attrs: z.object({ href: ZSafeUrl }).loose() }),
]);
export type Mark = z.infer<typeof ZMark>;

export const ZTextNode = z.object({
  type: z.literal("text"),
  text: z.string().min(1).max(MAX_TEXT_LENGTH),
  marks: z.array(ZMark).max(3).optional(),
});

export const HEADING_LEVELS = [3, 4, 5] as const;

export const ZImageAttrs = z.object({
  src: ZSafeUrl,
  alt: z.string().max(500).nullish(),
  title: z.string().max(500).nullish(),
});

export const ZEmbedAttrs = z.object({
  provider: z.enum(EMBED_PROVIDERS),
  url: ZSafeUrl,
  /** Provider id (tweet id, YouTube video id...). */
  id: z.string().max(200).nullish(),
  /** Only for provider "html": custom HTML, sanitized on the server before it is stored. */
  html: z.string().max(CUSTOM_HTML_MAX_LENGTH).nullish(),
});
export type EmbedAttrs = z.infer<typeof ZEmbedAttrs>;

export const ZLinkCardAttrs = z.object({
  url: ZSafeUrl,
  title: z.string().max(500).nullish(),
  description: z.string().max(2000).nullish(),
  image: ZSafeUrl.nullish(),
  siteName: z.string().max(200).nullish(),
});
export type LinkCardAttrs = z.infer<typeof ZLinkCardAttrs>;

/**
 * A custom block made by an account's inlineEditor extension: its type, flat data
 * and a plain-text fallback that readers see where no inlineRenderer draws it.
 */
export const ZExtensionBlockAttrs = z.object({
  blockType: ZBlockType,
  data: ZBlockData,
  text: z.string().max(500),
});
export type ExtensionBlockAttrs = z.infer<typeof ZExtensionBlockAttrs>;

/** A block or inline node, recursively. */
export type ContentNode =
  | { type: "doc"; content?: ContentNode[] }
  | { type: "paragraph"; content?: ContentNode[] }
  | { type: "heading"; attrs: { level: (typeof HEADING_LEVELS)[number] }; content?: ContentNode[] }
  | { type: "bulletList"; content?: ContentNode[] }
  | { type: "orderedList"; attrs?: { start?: number | null }; content?: ContentNode[] }
  | { type: "listItem"; content?: ContentNode[] }
  | { type: "blockquote"; content?: ContentNode[] }
  | { type: "hardBreak" }
  | { type: "horizontalRule" }
  | z.infer<typeof ZTextNode>
  | { type: "image"; attrs: z.infer<typeof ZImageAttrs> }
  | { type: "embed"; attrs: EmbedAttrs }
  | { type: "linkCard"; attrs: LinkCardAttrs }
  | { type: "extensionBlock"; attrs: ExtensionBlockAttrs }
  | { type: "poll"; attrs: PollAttrs };

const children = () => z.array(ZContentNode).max(MAX_CONTENT_NODES).optional();

export const ZContentNode: z.ZodType<ContentNode> = z.lazy(() =>
  z.discriminatedUnion("type", [
    z.object({ type: z.literal("doc"), content: children() }),
    z.object({ type: z.literal("paragraph"), content: children() }),
    z.object({
      type: z.literal("heading"),
      attrs: z.object({ level: z.union(HEADING_LEVELS.map((l) => z.literal(l))) }),
      content: children(),
    }),
    z.object({ type: z.literal("bulletList"), content: children() }),
    z.object({
      type: z.literal("orderedList"),
      attrs: z.object({ start: z.number().int().min(0).max(100_000).nullish() }).optional(),
      content: children(),
    }),
    z.object({ type: z.literal("listItem"), content: children() }),
    z.object({ type: z.literal("blockquote"), content: children() }),
    z.object({ type: z.literal("hardBreak") }),
    z.object({ type: z.literal("horizontalRule") }),
    ZTextNode,
    z.object({ type: z.literal("image"), attrs: ZImageAttrs }),
    z.object({ type: z.literal("embed"), attrs: ZEmbedAttrs }),
    z.object({ type: z.literal("linkCard"), attrs: ZLinkCardAttrs }),
    z.object({ type: z.literal("extensionBlock"), attrs: ZExtensionBlockAttrs }),
    z.object({ type: z.literal("poll"), attrs: ZPollAttrs }),
  ]),
);

export const ZDoc = z.object({
  type: z.literal("doc"),
  content: z.array(ZContentNode).max(MAX_CONTENT_NODES).optional(),
});
export type Doc = z.infer<typeof ZDoc>;

/** Plain text of a document: for search, auto-tagging and JSON-LD articleBody. */
export function plainText(node: ContentNode): string {
  if (node.type === "text") return node.text;
  if (node.type === "hardBreak") return "\n";
  if (!("content" in node) || !node.content) return "";
  const sep = node.type === "doc" || node.type.endsWith("List") ? "\n" : "";
  return node.content.map(plainText).join(sep);
}

/** A document with no text and no media is empty (an empty editor yields one paragraph). */
export function isEmptyDoc(doc: Doc | null | undefined): boolean {
  if (!doc?.content?.length) return true;
  const hasMedia = (n: ContentNode): boolean =>
    n.type === "image" ||
    n.type === "embed" ||
    n.type === "linkCard" ||
    n.type === "extensionBlock" ||
    n.type === "poll" ||
    ("content" in n && !!n.content?.some(hasMedia));
  return plainText(doc).trim() === "" && !doc.content.some(hasMedia);
}
