import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../../server/db/open";

const countQueries = new WeakMap<Db, RawBuilder<{ name: string; n: string }>>();

/** Every table of the database's schema and how many rows it holds, in one statement. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  let query = countQueries.get(db);
  if (!query) {
    // The catalog is slow to ask; the table list does not change while tests run.
    const { rows: tables } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db);
    query = sql<{ name: string; n: string }>`${sql.join(
      tables.map((t) => sql`select ${t.name} as name, count(*) as n from ${sql.table(t.name)}`),
      sql` union all `,
    )}`;
    countQueries.set(db, query);
  }
  const { rows } = await query.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}
