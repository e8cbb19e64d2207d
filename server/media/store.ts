import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { UploadedImage } from "../../domain/schemas/media";
import { ApiError } from "../errors";
import type { Services } from "../services";
import { IMAGE_EXTENSIONS, imageInfo } from "./image-info";

/** Stored file names: a uuid and the sniffed format's extension, nothing user-supplied. */
export const UPLOAD_FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/;

/** Checks the bytes are an accepted image, stores them and records the upload. */
export async function storeImage(
  services: Services,
  /** userId null: a reader's upload (the embed's contribution image). */
  owner: { accountId: string; userId: string | null },
  bytes: Buffer,
): Promise<UploadedImage> {
  const info = imageInfo(bytes);
  if (!info) throw new ApiError(400, "image-type-unsupported");
  const fileName = `${randomUUID()}.${IMAGE_EXTENSIONS[info.type]}`;
  const dir = services.config.uploadsDir;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, fileName), bytes, { flag: "wx" });
  await services.repos.uploads.insert({
    account_id: owner.accountId,
    file_name: fileName,
    content_type: info.type,
    bytes: bytes.length,
    width: info.width,
    height: info.height,
    created_by: owner.userId,
  });
  return { url: `/uploads/${fileName}`, width: info.width, height: info.height };
}
