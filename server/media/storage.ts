import type { Readable } from "node:stream";
import type { Config, UploadStorageKind } from "../config";
import type { Db } from "../db/open";
import { databaseStorage } from "./storage-database";
import { diskStorage } from "./storage-disk";
import { s3Storage } from "./storage-s3";

/** A stored image as served: its bytes (whole or streamed) and their length. */
export interface StoredMedia {
  body: Buffer | Readable;
  size: number;
}

/**
 * Where uploaded images' bytes live, by their stored file name (a uuid and an extension).
 * Every server of an installation must read the same storage, so that an image uploaded
 * through one is served by all: the database or S3 then, the local disk only on one machine.
 */
export interface MediaStorage {
  readonly kind: UploadStorageKind;
  /** Stores new bytes; the upload's row already exists (the database storage hangs off it). */
  put(fileName: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under that name. */
  get(fileName: string): Promise<StoredMedia | null>;
  /** Removes the bytes; nothing stored is not an error. */
  delete(fileName: string): Promise<void>;
}

/**
 * UPLOAD_STORAGE when set; otherwise the database on PostgreSQL (several servers may share
 * it) and the disk under DATA_DIR on the embedded PGlite (one machine).
 */
export function createMediaStorage(
  config: Config,
  db: Db,
  dbKind: "pglite" | "postgres",
): MediaStorage {
  const kind = config.uploadStorage ?? (dbKind === "postgres" ? "database" : "disk");
  if (kind === "s3") return s3Storage(config.s3!);
  if (kind === "database") return databaseStorage(db);
  return diskStorage(config.uploadsDir);
}
