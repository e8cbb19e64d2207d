import sharp, { type Metadata } from "sharp";
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from "../../domain/schemas/media";
import { ApiError } from "../errors";
import { type ImageType, sniffImageType } from "./image-info";

export interface CheckedImage {
  type: ImageType;
  /** As shown: after the EXIF orientation, which browsers and the variants apply. */
  width: number;
  height: number;
}

/** Fails on damage (truncation, bad data) but not on the warnings many cameras' files raise. */
export const DECODE_OPTIONS = { failOn: "error", limitInputPixels: IMAGE_MAX_PIXELS } as const;

/**
 * An upload's bytes, checked before anything is stored: one of the four formats by its
 * magic bytes (image-type-unsupported), a readable header of a size we accept
 * (image-dimensions-too-large, judged from the header alone, before any decoding), and the
 * whole image decodable (image-corrupt): a file cut short would otherwise show broken.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  const type = sniffImageType(bytes);
  if (!type) throw new ApiError(400, "image-type-unsupported");
  let meta: Metadata;
  try {
    meta = await sharp(bytes, DECODE_OPTIONS).metadata();
  } catch {
    throw new ApiError(400, "image-corrupt");
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new ApiError(400, "image-corrupt");
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) {
    throw new ApiError(413, "image-dimensions-too-large");
  }
  try {
    // A tiny thumbnail still reads every byte of the image (JPEG shrinks while it decodes).
    await sharp(bytes, DECODE_OPTIONS).resize(8, 8, { fit: "inside" }).toBuffer();
  } catch {
    throw new ApiError(400, "image-corrupt");
  }
  return { type, width, height };
}
