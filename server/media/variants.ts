import type { Readable } from "node:stream";
import sharp from "sharp";
import type { ImageSourceSet } from "../../domain/account-settings";
import { type PixelSize, variantFileName, variantSize } from "../../domain/media-variants";
import { IMAGE_MAX_PIXELS } from "../../domain/schemas/media";
import { mediaOf } from "../accounts/settings-map";
import type { Services } from "../services";
import { DECODE_OPTIONS } from "./image-check";
import { CONTENT_TYPE_BY_EXTENSION, type ImageType } from "./image-info";

type MediaServices = Pick<Services, "media" | "repos">;

/** A variant's name: the original's uuid, the box, the original's extension. */
export const VARIANT_FILE_NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_(\d{1,5})x(\d{1,5})\.(jpg|png|gif|webp)$/;

/** The original's bytes resized to `size`, in the original's format (animation kept). */
export async function renderVariant(
  bytes: Buffer,
  type: ImageType,
  size: PixelSize,
): Promise<Buffer> {
  let animated = false;
  if (type === "image/gif" || type === "image/webp") {
    const { pages = 1, width = 0, height = 0 } = await sharp(bytes, DECODE_OPTIONS).metadata();
    // Every frame is decoded: a long animation past the pixel limit keeps its first frame.
    animated = pages > 1 && pages * width * height <= IMAGE_MAX_PIXELS;
  }
  let image = sharp(bytes, { ...DECODE_OPTIONS, animated });
  // EXIF orientation is applied (the stored size is the oriented one); frames have none.
  if (!animated) image = image.rotate();
  image = image.resize(size.width, size.height, { fit: "fill" });
  if (type === "image/jpeg") image = image.jpeg({ quality: 82, mozjpeg: true });
  else if (type === "image/png") image = image.png({ compressionLevel: 9 });
  else if (type === "image/webp") image = image.webp({ quality: 80 });
  else image = image.gif();
  return image.toBuffer();
}

export interface StoredOriginal {
  fileName: string;
  type: ImageType;
  size: PixelSize;
  accountId: string;
}

/**
 * Makes, records and stores the variant of one box; false when the original fits the box
 * already (it then serves itself) or another request stored the variant first.
 */
async function storeVariant(
  services: MediaServices,
  original: StoredOriginal,
  bytes: Buffer,
  box: ImageSourceSet,
): Promise<Buffer | null> {
  const size = variantSize(original.size, box);
  if (!size) return null;
  const out = await renderVariant(bytes, original.type, size);
  const fileName = variantFileName(original.fileName, box);
  const recorded = await services.repos.uploads.insertVariant({
    account_id: original.accountId,
    file_name: fileName,
    content_type: original.type,
    bytes: out.length,
    width: size.width,
    height: size.height,
    created_by: null,
    variant_of: original.fileName,
  });
  if (!recorded) return out;
  try {
    await services.media.put(fileName, out, original.type);
  } catch (error) {
    await services.repos.uploads.remove(fileName);
    throw error;
  }
  return out;
}

/** The image source sets of an account as they are now. */
export async function sourceSetsOf(
  services: MediaServices,
  accountId: string,
): Promise<ImageSourceSet[]> {
  const account = await services.repos.accounts.findById(accountId);
  return account ? mediaOf(account.settings).imageSourceSets : [];
}

/** At upload: one variant per source set of the account the image does not fit already. */
export async function storeVariants(
  services: MediaServices,
  original: StoredOriginal,
  bytes: Buffer,
): Promise<void> {
  // One at a time: each resize is a full decode, and the machine serves readers meanwhile.
  for (const box of await sourceSetsOf(services, original.accountId)) {
    await storeVariant(services, original, bytes, box);
  }
}

async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const inFlight = new Map<string, Promise<Buffer | null>>();

/**
 * A variant not stored yet, made on its first request: how uploads from before a source set
 * was added get it. Only a box among the account's current source sets is made, so a reader
 * cannot make the server resize to sizes of their choosing. Null: no such variant.
 */
export function lazyVariant(services: MediaServices, fileName: string): Promise<Buffer | null> {
  let pending = inFlight.get(fileName);
  if (!pending) {
    pending = makeLazyVariant(services, fileName).finally(() => inFlight.delete(fileName));
    inFlight.set(fileName, pending);
  }
  return pending;
}

async function makeLazyVariant(services: MediaServices, fileName: string): Promise<Buffer | null> {
  const match = VARIANT_FILE_NAME.exec(fileName);
  if (!match) return null;
  const [, uuid, w, h, ext] = match;
  const box = { width: Number(w), height: Number(h) };
  const originalName = `${uuid}.${ext}`;
  const row = await services.repos.uploads.findByFile(originalName);
  if (!row?.width || !row.height || row.variant_of) return null;
  const sets = await sourceSetsOf(services, row.account_id);
  if (!sets.some((s) => s.width === box.width && s.height === box.height)) return null;
  const stored = await services.media.get(originalName);
  if (!stored) return null;
  const original: StoredOriginal = {
    fileName: originalName,
    type: CONTENT_TYPE_BY_EXTENSION[ext!]!,
    size: { width: row.width, height: row.height },
    accountId: row.account_id,
  };
  // An original stored before uploads were decoded whole may not decode: no variant then.
  return storeVariant(services, original, await bytesOf(stored.body), box).catch(() => null);
}

/** Removes an upload's variants' bytes (their rows go with the original's row). */
export async function removeVariants(services: MediaServices, fileName: string): Promise<void> {
  for (const variant of await services.repos.uploads.variantsOf(fileName)) {
    await services.media.delete(variant);
  }
}
