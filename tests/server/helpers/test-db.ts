import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "kysely";
import pg from "pg";
import { migrate } from "../../../server/db/migrate";
import { type Db, type DbHandle, fromPglite, openPostgres } from "../../../server/db/open";
import { seedIfEmpty } from "../../../server/db/seed";

/** Which database this run uses: the server-pg Vitest project asks for PostgreSQL. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const testDbKind =
  process.env.TICKER_TEST_DB === "postgres" && TEST_DATABASE_URL ? "postgres" : "pglite";

export interface TestDb extends DbHandle {
  /** Drops what this test database holds (PostgreSQL schema) and closes it. */
  destroy(): Promise<void>;
}

const serverDir = fileURLToPath(new URL("../../../server/db/", import.meta.url));

/** The template changes whenever migrations or the seed change. */
function templateKey(): string {
  const hash = createHash("sha256");
  const migrations = join(serverDir, "migrations");
  for (const f of readdirSync(migrations).sort())
    hash.update(f).update(readFileSync(join(migrations, f)));
  hash.update(readFileSync(join(serverDir, "seed.ts")));
  return hash.digest("hex").slice(0, 16);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * initdb costs seconds and much memory, so it runs once: the first test file to need it
 * migrates and seeds an in-memory PGlite and dumps it to a file in the temp directory;
 * every file then loads its own copy from that dump (about half a second).
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `ticker-pglite-template-${templateKey()}.tar`);
  const lock = `${file}.lock`;
  for (let waited = 0; !existsSync(file); waited += 200) {
    try {
      mkdirSync(lock);
    } catch {
      // Another worker is building it; a lock older than two minutes was left by a crash.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 120_000) {
        rmSync(lock, { recursive: true, force: true });
      }
      if (waited > 120_000) throw new Error(`timed out waiting for ${file}`);
      await sleep(200);
      continue;
    }
    try {
      const db = await PGlite.create();
      const handle = fromPglite(db);
      await migrate(handle.db);
      await seedIfEmpty(handle.db);
      const dump = await db.dumpDataDir("none");
      await handle.close();
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      // Templates of older migrations are dead weight (tens of MB each).
      for (const old of readdirSync(tmpdir())) {
        if (/^ticker-pglite-template-\w+\.tar$/.test(old) && join(tmpdir(), old) !== file) {
          rmSync(join(tmpdir(), old), { force: true });
        }
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return new Blob([readFileSync(file)]);
}

let template: Promise<Blob> | null = null;

/** A private PGlite copy of the migrated, seeded template (whatever TEST_DATABASE_URL says). */
export async function createPgliteDb(): Promise<TestDb> {
  template ??= pgliteTemplate();
  const instance = await PGlite.create({ loadDataDir: await template });
  const handle = fromPglite(instance);
  return { ...handle, destroy: handle.close };
}

/** A fresh schema per test file on the shared PostgreSQL database, dropped afterwards. */
async function createPostgresDb(url: string): Promise<TestDb> {
  const schema = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openPostgres(url, { schema, max: 4 });
  await migrate(handle.db);
  await seedIfEmpty(handle.db);
  return {
    ...handle,
    async destroy() {
      await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/** A migrated database holding the demo seed, private to the calling test file. */
export function createTestDb(): Promise<TestDb> {
  return testDbKind === "postgres" && TEST_DATABASE_URL
    ? createPostgresDb(TEST_DATABASE_URL)
    : createPgliteDb();
}

/**
 * A second connection pool to the same test database, as another server process would hold:
 * on PostgreSQL a pool of its own on the same schema; PGlite is one process's embedded
 * database, so there the handle is shared (and closing it closes nothing).
 */
export async function secondHandle(db: Db, max = 4): Promise<{ db: Db; close(): Promise<void> }> {
  if (testDbKind !== "postgres" || !TEST_DATABASE_URL) return { db, close: async () => {} };
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return openPostgres(TEST_DATABASE_URL, { schema: rows[0]!.schema, max });
}
