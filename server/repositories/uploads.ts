import type { Insertable, Selectable } from "kysely";
import type { PixelSize } from "../../domain/media-variants";
import type { Db } from "../db/open";
import type { AccountSettings, UploadsTable } from "../db/schema";

export type UploadRow = Selectable<UploadsTable>;

export const uploadsRepository = (db: Db) => ({
  insert(upload: Insertable<UploadsTable>): Promise<UploadRow> {
    return db.insertInto("uploads").values(upload).returningAll().executeTakeFirstOrThrow();
  },

  /** Records a variant unless another request just did: true when this call recorded it. */
  async insertVariant(upload: Insertable<UploadsTable>): Promise<boolean> {
    const row = await db
      .insertInto("uploads")
      .values(upload)
      .onConflict((oc) => oc.column("file_name").doNothing())
      .returning("file_name")
      .executeTakeFirst();
    return row !== undefined;
  },

  findByFile(fileName: string): Promise<UploadRow | undefined> {
    return db
      .selectFrom("uploads")
      .selectAll()
      .where("file_name", "=", fileName)
      .executeTakeFirst();
  },

  /** The stored file names of an upload's variants. */
  async variantsOf(fileName: string): Promise<string[]> {
    const rows = await db
      .selectFrom("uploads")
      .select("file_name")
      .where("variant_of", "=", fileName)
      .execute();
    return rows.map((r) => r.file_name);
  },

  /** The pixel size of each of these uploads whose size is known. */
  async sizesOf(fileNames: readonly string[]): Promise<Map<string, PixelSize>> {
    if (fileNames.length === 0) return new Map();
    const rows = await db
      .selectFrom("uploads")
      .select(["file_name", "width", "height"])
      .where("file_name", "in", fileNames)
      .execute();
    const sizes = new Map<string, PixelSize>();
    for (const r of rows) {
      if (r.width && r.height) sizes.set(r.file_name, { width: r.width, height: r.height });
    }
    return sizes;
  },

  /** The settings of the accounts these channels belong to, by channel id. */
  async settingsOfChannels(channelIds: readonly string[]): Promise<Map<string, AccountSettings>> {
    if (channelIds.length === 0) return new Map();
    const rows = await db
      .selectFrom("channels")
      .innerJoin("accounts", "accounts.id", "channels.account_id")
      .select(["channels.id", "accounts.settings"])
      .where("channels.id", "in", channelIds)
      .execute();
    return new Map(rows.map((r) => [r.id, r.settings]));
  },

  async remove(fileName: string): Promise<void> {
    await db.deleteFrom("uploads").where("file_name", "=", fileName).execute();
  },
});
