import { EMBED_IMAGE_SIZES, type PixelSize, variantFileName, variantSize } from "../media-variants";
import type { MediaSettings } from "../schemas/account";
import { escapeHtml } from "./render";

/**
 * The account's media settings applied to rendered post HTML when it is served, never
 * stored: so a change of source sets, class name or base path reaches posts published
 * before it. Works on the markup render.ts emits for an image node
 * (`<figure class="post-image"><img src="…"`), whose attribute values are already escaped.
 */
const POST_IMAGE = /<figure class="post-image"><img src="([^"]*)"/g;
const UPLOAD_SRC = /^\/uploads\/([0-9a-f-]{36}\.[a-z]+)$/;

/** The stored file name of an uploaded image's src, or null for any other address. */
export const uploadFileOf = (src: string): string | null => UPLOAD_SRC.exec(src)?.[1] ?? null;

/** The uploads the post images of `html` show (to look their sizes up before presenting). */
export function uploadFilesIn(html: string): string[] {
  const files = new Set<string>();
  for (const m of html.matchAll(POST_IMAGE)) {
    const file = uploadFileOf(m[1]!);
    if (file) files.add(file);
  }
  return [...files];
}

/** Where readers fetch an upload (or one of its variants) from: the base path, or /uploads/. */
export const imageUrl = (fileName: string, basePath: string): string =>
  `${basePath ? basePath.replace(/\/+$/, "") : "/uploads"}/${fileName}`;

/** `srcset` candidates: the variants smaller than the original, and the original itself. */
export function srcsetOf(
  fileName: string,
  size: PixelSize,
  media: Pick<MediaSettings, "imageSourceSets" | "imageBasePath">,
): string {
  const byWidth = new Map<number, string>();
  for (const box of media.imageSourceSets) {
    const scaled = variantSize(size, box);
    // Two boxes may scale an image to one width; a srcset names each width once.
    if (scaled && !byWidth.has(scaled.width)) {
      byWidth.set(scaled.width, imageUrl(variantFileName(fileName, box), media.imageBasePath));
    }
  }
  byWidth.set(size.width, imageUrl(fileName, media.imageBasePath));
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(", ");
}

/**
 * Post HTML with the media settings applied to each post image: the container class on its
 * figure; for uploads, the base path, `srcset`/`sizes` (when source sets are set and the
 * upload's size is known) and width/height (the browser reserves the space before loading).
 */
export function presentImages(
  html: string,
  media: MediaSettings,
  sizes: ReadonlyMap<string, PixelSize>,
): string {
  const className = media.imageContainerClassName;
  const figure = `<figure class="post-image${className ? ` ${escapeHtml(className)}` : ""}">`;
  return html.replace(POST_IMAGE, (whole, src: string) => {
    const file = uploadFileOf(src);
    if (!file) return className ? `${figure}<img src="${src}"` : whole;
    const size = sizes.get(file);
    let attrs = `src="${escapeHtml(imageUrl(file, media.imageBasePath))}"`;
    if (size) {
      if (media.imageSourceSets.length > 0) {
        attrs += ` srcset="${escapeHtml(srcsetOf(file, size, media))}" sizes="${EMBED_IMAGE_SIZES}"`;
      }
      attrs += ` width="${size.width}" height="${size.height}"`;
    }
    return `${figure}<img ${attrs}`;
  });
}

/**
 * The `srcset` of a reader contribution's uploaded image, when the account has source sets
 * and the upload's size is known; its `src` stays the upload itself.
 */
export function contributionSrcset(
  imageUrl: string | null,
  media: Pick<MediaSettings, "imageSourceSets" | "imageBasePath">,
  sizes: ReadonlyMap<string, PixelSize>,
): string | undefined {
  const file = imageUrl ? uploadFileOf(imageUrl) : null;
  const size = file ? sizes.get(file) : undefined;
  if (!file || !size || media.imageSourceSets.length === 0) return undefined;
  return srcsetOf(file, size, media);
}
