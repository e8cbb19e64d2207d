import type { Db } from "../db/open";
import type { MediaStorage } from "./storage";

/**
 * Bytes in the upload_blobs table: every server on the database reads them, and removing an
 * upload's row removes them with it. The default on PostgreSQL.
 */
export function databaseStorage(db: Db): MediaStorage {
  return {
    kind: "database",
    async put(fileName, bytes) {
      await db.insertInto("upload_blobs").values({ file_name: fileName, data: bytes }).execute();
    },
    async get(fileName) {
      const row = await db
        .selectFrom("upload_blobs")
        .select("data")
        .where("file_name", "=", fileName)
        .executeTakeFirst();
      if (!row) return null;
      const body = Buffer.from(row.data);
      return { body, size: body.length };
    },
    async delete(fileName) {
      await db.deleteFrom("upload_blobs").where("file_name", "=", fileName).execute();
    },
  };
}
