import type { Insertable, Selectable } from "kysely";
import type { Db } from "../db/open";
import type { UploadsTable } from "../db/schema";

export type UploadRow = Selectable<UploadsTable>;

export const uploadsRepository = (db: Db) => ({
  insert(upload: Insertable<UploadsTable>): Promise<UploadRow> {
    return db.insertInto("uploads").values(upload).returningAll().executeTakeFirstOrThrow();
  },

  findByFile(fileName: string): Promise<UploadRow | undefined> {
    return db
      .selectFrom("uploads")
      .selectAll()
      .where("file_name", "=", fileName)
      .executeTakeFirst();
  },

  async remove(fileName: string): Promise<void> {
    await db.deleteFrom("uploads").where("file_name", "=", fileName).execute();
  },
});
