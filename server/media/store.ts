import { randomUUID } from "node:crypto";
import type { UploadedImage } from "../../domain/schemas/media";
import { ApiError } from "../errors";
import type { Services } from "../services";
import { IMAGE_EXTENSIONS, imageInfo } from "./image-info";

/** Stored file names: a uuid and the sniffed format's extension, nothing user-supplied. */
export const UPLOAD_FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/;

/**
 * Checks the bytes are an accepted image, records the upload and stores its bytes in the
 * installation's media storage; a failed store takes the record back.
 */
export async function storeImage(
  services: Pick<Services, "media" | "repos">,
  /** userId null: a reader's upload (the embed's contribution image). */
  owner: { accountId: string; userId: string | null },
  bytes: Buffer,
): Promise<UploadedImage> {
  const info = imageInfo(bytes);
  if (!info) throw new ApiError(400, "image-type-unsupported");
  const fileName = `${randomUUID()}.${IMAGE_EXTENSIONS[info.type]}`;
  await services.repos.uploads.insert({
    account_id: owner.accountId,
    file_name: fileName,
    content_type: info.type,
    bytes: bytes.length,
    width: info.width,
    height: info.height,
    created_by: owner.userId,
  });
  try {
    await services.media.put(fileName, bytes, info.type);
  } catch (error) {
    await services.repos.uploads.remove(fileName);
    throw error;
  }
  return { url: `/uploads/${fileName}`, width: info.width, height: info.height };
}

/** Removes an upload: its bytes from the media storage, then its record. */
export async function removeImage(services: Pick<Services, "media" | "repos">, fileName: string) {
  await services.media.delete(fileName);
  await services.repos.uploads.remove(fileName);
}
