import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import type { Db } from "./open";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));
/** Any constant shared by every Ticker process; serialises concurrent starts on one server. */
export const MIGRATION_LOCK_ID = 7_144_201;

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
}

/** Applies each pending migration once, in order, in one transaction. Returns the names applied. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const done = new Set(
      (await trx.selectFrom("schema_migrations").select("name").execute()).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of migrationFiles(dir)) {
      if (done.has(file)) continue;
      await sql.raw(readFileSync(join(dir, file), "utf8")).execute(trx);
      await trx.insertInto("schema_migrations").values({ name: file }).execute();
      applied.push(file);
    }
    return applied;
  });
}
