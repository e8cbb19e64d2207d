import { existsSync, readdirSync } from "node:fs";
import { Readable } from "node:stream";
import { encodePng } from "../../../e2e/support/png";
import type { TestContext } from "./test-app";

export interface UploadBody {
  payload: Buffer | Readable;
  headers: Record<string, string>;
}

/** A multipart/form-data body holding one file part. */
export function multipartFile(
  file: Buffer,
  { field = "file", filename = "photo.png", type = "image/png" } = {},
): UploadBody & { payload: Buffer } {
  const boundary = "----tickerTestUpload";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A file one byte over `limit`, sent the way a socket may deliver it: the first chunk ends
 * exactly at the limit, so the parser meets the excess only in the next chunk.
 */
export function overLimitUpload(limit: number): UploadBody {
  const { payload, headers } = multipartFile(pngOfSize(limit + 1));
  const cut = payload.indexOf("\r\n\r\n") + 4 + limit;
  return { payload: Readable.from([payload.subarray(0, cut), payload.subarray(cut)]), headers };
}

/** A file of exactly `bytes` bytes that starts like a PNG, so only its size is wrong. */
export const pngOfSize = (bytes: number): Buffer => {
  const file = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(file);
  Buffer.from("IHDR", "latin1").copy(file, 12);
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]).copy(file, 16);
  return file;
};

/**
 * What uploads have left behind: rows in `uploads`, and their bytes (files in the uploads
 * directory, or rows of upload_blobs where PostgreSQL keeps them).
 */
export async function storedUploads(t: TestContext): Promise<{ rows: number; files: number }> {
  const { n } = await t.db.db
    .selectFrom("uploads")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  const dir = t.config.uploadsDir;
  const { blobs } = await t.db.db
    .selectFrom("upload_blobs")
    .select((eb) => eb.fn.countAll<string>().as("blobs"))
    .executeTakeFirstOrThrow();
  const files = (existsSync(dir) ? readdirSync(dir).length : 0) + Number(blobs);
  return { rows: Number(n), files };
}

/** A real PNG of the given size (RGB, every pixel red). */
export function png(width: number, height: number): Buffer {
  return encodePng(width, height, () => [255, 0, 0]);
}
