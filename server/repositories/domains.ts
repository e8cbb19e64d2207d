import type { Db } from "../db/open";

export interface DomainRecord {
  name: string;
  displayName: string;
}

export const domainsRepository = (db: Db) => ({
  async list(): Promise<DomainRecord[]> {
    const rows = await db
      .selectFrom("domains")
      .select(["name", "display_name"])
      .orderBy("display_name")
      .execute();
    return rows.map((r) => ({ name: r.name, displayName: r.display_name }));
  },

  async exists(name: string): Promise<boolean> {
    const row = await db
      .selectFrom("domains")
      .select("name")
      .where("name", "=", name)
      .executeTakeFirst();
    return row !== undefined;
  },

  async insert(domain: DomainRecord): Promise<void> {
    await db
      .insertInto("domains")
      .values({ name: domain.name, display_name: domain.displayName })
      .execute();
  },
});
