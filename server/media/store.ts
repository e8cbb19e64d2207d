import { randomUUID } from "node:crypto";
import type { UploadedImage } from "../../domain/schemas/media";
import type { Services } from "../services";
import { checkImage } from "./image-check";
import { IMAGE_EXTENSIONS } from "./image-info";
import { removeVariants, storeVariants } from "./variants";

/** Stored file names: a uuid and the sniffed format's extension, nothing user-supplied. */
export const UPLOAD_FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/;

/**
 * Checks the bytes are an accepted, whole image, records the upload and stores its bytes in
 * the installation's media storage, then (post images) its responsive variants. A failure
 * after the record takes the record, the bytes and any variant back.
 */
export async function storeImage(
  services: Pick<Services, "media" | "repos">,
  /** userId null: a reader's upload (the embed's contribution image). */
  owner: { accountId: string; userId: string | null },
  bytes: Buffer,
  /** variants: make the account's source-set variants now (images posts show). */
  options: { variants?: boolean } = {},
): Promise<UploadedImage> {
  const image = await checkImage(bytes);
  const fileName = `${randomUUID()}.${IMAGE_EXTENSIONS[image.type]}`;
  await services.repos.uploads.insert({
    account_id: owner.accountId,
    file_name: fileName,
    content_type: image.type,
    bytes: bytes.length,
    width: image.width,
    height: image.height,
    created_by: owner.userId,
  });
  try {
    await services.media.put(fileName, bytes, image.type);
  } catch (error) {
    await services.repos.uploads.remove(fileName);
    throw error;
  }
  if (options.variants) {
    const size = { width: image.width, height: image.height };
    try {
      await storeVariants(
        services,
        { fileName, type: image.type, size, accountId: owner.accountId },
        bytes,
      );
    } catch (error) {
      await removeImage(services, fileName);
      throw error;
    }
  }
  return { url: `/uploads/${fileName}`, width: image.width, height: image.height };
}

/** Removes an upload: its variants' bytes and its own from the media storage, then its record. */
export async function removeImage(services: Pick<Services, "media" | "repos">, fileName: string) {
  await removeVariants(services, fileName);
  await services.media.delete(fileName);
  await services.repos.uploads.remove(fileName);
}
