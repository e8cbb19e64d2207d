import { MAX_URL_LENGTH } from "../../domain/content/schema";
import type { LinkCard } from "../../domain/schemas/media";
import { parseFetchableUrl } from "./safe-fetch";

/**
 * Open Graph data from an HTML page with a small tag/attribute scanner (no DOM): og:title,
 * og:description, og:image, og:site_name, falling back to <title> and <meta name=description>.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  laquo: "«",
  raquo: "»",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  copy: "©",
  reg: "®",
  aring: "å",
  Aring: "Å",
  aelig: "æ",
  AElig: "Æ",
  oslash: "ø",
  Oslash: "Ø",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X"
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff;
      return valid && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body] ?? whole;
  });
}

/** The attributes of one start tag, names lower-cased, values entity-decoded. */
export function parseAttributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const inner = tag.replace(/^<[a-z0-9]+/i, "").replace(/\/?>$/, "");
  const re = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of inner.matchAll(re)) {
    const name = m[1]!.toLowerCase();
    if (!(name in attrs)) attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

const clean = (value: string | undefined, max: number): string | null => {
  const text = value?.replace(/\s+/g, " ").trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** The card of a page at `pageUrl` (the address finally fetched, for relative og:image). */
export function parseLinkCard(html: string, requestedUrl: string, pageUrl: string): LinkCard {
  // Comments and scripts could hold fake tags.
  const source = html.replace(/<!--[\s\S]*?-->/g, "").replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const meta = new Map<string, string>();
  for (const m of source.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = parseAttributes(m[0]);
    const key = (attrs.property ?? attrs.name ?? "").toLowerCase();
    if (key && attrs.content !== undefined && !meta.has(key)) meta.set(key, attrs.content);
  }
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(source)?.[1];

  let image: string | null = null;
  const rawImage = meta.get("og:image") ?? meta.get("og:image:url") ?? meta.get("twitter:image");
  if (rawImage) {
    const absolute = parseFetchableUrl(rawImage.trim(), pageUrl);
    if (absolute && absolute.href.length <= MAX_URL_LENGTH) image = absolute.href;
  }
  return {
    url: requestedUrl,
    title: clean(meta.get("og:title") ?? (titleTag ? decodeEntities(titleTag) : undefined), 500),
    description: clean(
      meta.get("og:description") ?? meta.get("description") ?? meta.get("twitter:description"),
      2000,
    ),
    image,
    siteName: clean(meta.get("og:site_name"), 200),
  };
}

/** The text of an HTML body in the charset its content type or meta tag names. */
export function decodeHtml(body: Buffer, contentType: string): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.toString("latin1", 0, 4096))?.[1];
  try {
    return new TextDecoder(declared ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}
