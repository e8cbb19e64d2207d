import { z } from "zod";
import { ZLinkCardAttrs, ZSafeUrl } from "../content/schema";

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Largest accepted image, per side and in pixels overall: a few kilobytes of PNG can declare
 * gigapixels, and every variant decodes the whole image (image-dimensions-too-large).
 */
export const IMAGE_MAX_SIDE = 16_000;
export const IMAGE_MAX_PIXELS = 50_000_000;

export const ZUploadedImage = z.object({
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type UploadedImage = z.infer<typeof ZUploadedImage>;
/** Upload by URL: the server fetches it (public addresses only) and stores a copy. */
export const ZImageByUrlRequest = z.object({ url: ZSafeUrl });

export const ZLinkCardRequest = z.object({ url: ZSafeUrl });
export const ZLinkCard = ZLinkCardAttrs;
export type LinkCard = z.infer<typeof ZLinkCard>;
