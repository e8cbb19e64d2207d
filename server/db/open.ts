import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { PGliteDialect } from "./pglite-dialect";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

/** An open database: the Kysely handle plus what closing it takes. */
export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/** Wraps an already-open PGlite instance (tests hand in clones of a template). */
export function fromPglite(instance: PGlite): DbHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(instance) });
  return { db, kind: "pglite", close: () => db.destroy() };
}

export interface PostgresOptions {
  /** Schema to work in (tests use a fresh one per file); the server uses the default. */
  schema?: string;
  max?: number;
}

export function openPostgres(url: string, options: PostgresOptions = {}): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: "postgres", close: () => db.destroy() };
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR/pglite. */
export async function openDatabase(config: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<DbHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dir = join(config.dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  return fromPglite(await PGlite.create({ dataDir: dir }));
}
