import type { ImageSourceSet } from "./account-settings";

/**
 * Responsive image variants (the account's media settings): each image source set is a
 * box (data-w × data-h); an upload gets one variant per box it does not already fit in,
 * scaled down to fit inside, never up. Variants are named for their box, so the names follow
 * from the settings alone and a changed setting simply names new files.
 */
export interface PixelSize {
  width: number;
  height: number;
}

/** The size of `original` scaled to fit inside `box`; null when it fits already (no variant). */
export function variantSize(original: PixelSize, box: ImageSourceSet): PixelSize | null {
  const scale = Math.min(box.width / original.width, box.height / original.height);
  if (!(scale < 1)) return null;
  return {
    width: Math.max(1, Math.round(original.width * scale)),
    height: Math.max(1, Math.round(original.height * scale)),
  };
}

/** "{uuid}.jpg" in box 800×600 → "{uuid}_800x600.jpg". */
export const variantFileName = (fileName: string, box: ImageSourceSet): string =>
  fileName.replace(/\.([a-z]+)$/, `_${box.width}x${box.height}.$1`);

/** The `sizes` of embed images: the reader column is at most 760 CSS pixels (--t-max). */
export const EMBED_IMAGE_SIZES = "(max-width: 760px) 100vw, 760px";
