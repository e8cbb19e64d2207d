import { type ParsedEmbed, parseEmbedUrl } from "../../../../../domain/content/embed-urls";

/** The image types the upload route takes (server/media sniffs the bytes again). */
export const OMNI_IMAGE_TYPES = /^image\/(jpeg|png|gif|webp)$/;

/** What the omni input makes of what was pasted or typed. */
export type OmniText =
  | { kind: "embed"; embed: ParsedEmbed }
  | { kind: "linkCard"; url: string }
  | { kind: "text"; paragraphs: string[] };

export type OmniFiles = { kind: "image"; files: File[] } | { kind: "unsupportedFile" };

export interface OmniOptions {
  /** Embed providers whose flag is on; a URL of a switched-off provider is a link card. */
  embedProviders: readonly ParsedEmbed["provider"][];
}

/** One token that parses as an http(s) URL with a host. */
function asUrl(value: string): string | null {
  if (!/^https?:\/\/\S+$/i.test(value)) return null;
  try {
    return new URL(value).hostname ? value : null;
  } catch {
    return null;
  }
}

/**
 * A URL of a supported embed becomes that embed, any other URL a link card, anything else
 * paragraphs (one per non-empty line). Empty input is nothing.
 */
export function classifyOmniText(raw: string, options: OmniOptions): OmniText | null {
  const value = raw.trim();
  if (!value) return null;
  const url = asUrl(value);
  if (url) {
    const embed = parseEmbedUrl(url);
    if (embed && options.embedProviders.includes(embed.provider)) return { kind: "embed", embed };
    return { kind: "linkCard", url };
  }
  const paragraphs = value
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return { kind: "text", paragraphs };
}

/** Image files (pasted, dropped or chosen) are uploaded; with images off, or none, nothing is. */
export function classifyOmniFiles(files: readonly File[], imagesOn: boolean): OmniFiles | null {
  if (files.length === 0) return null;
  const images = files.filter((file) => OMNI_IMAGE_TYPES.test(file.type));
  if (!imagesOn || images.length === 0) return { kind: "unsupportedFile" };
  return { kind: "image", files: images };
}
