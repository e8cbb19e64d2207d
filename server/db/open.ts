import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { PGliteDialect } from "./pglite-dialect";
import type { Database } from "./schema";
import { countStatements } from "./sql-count";

export type Db = Kysely<Database>;

/**
 * LISTEN on a notification channel: cb gets each payload; resolves to the unlisten
 * function. PostgreSQL uses a dedicated client (reconnecting), PGlite its own listen().
 */
export type ListenFn = (
  channel: string,
  cb: (payload: string) => void,
) => Promise<() => Promise<void>>;

/** An open database: the Kysely handle plus what closing it takes. */
export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  listen: ListenFn;
  close(): Promise<void>;
}

/** How buildApp finds the listen of the handle its Db came from (the live hub needs it). */
const listeners = new WeakMap<Db, { kind: DbHandle["kind"]; listen: ListenFn }>();
export const listenerOf = (db: Db) => listeners.get(db);

/** Wraps an already-open PGlite instance (tests hand in clones of a template). */
export function fromPglite(instance: PGlite): DbHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(instance) });
  // LISTEN runs while holding the dialect's single connection, so never inside another
  // caller's open transaction.
  const listen: ListenFn = async (channel, cb) => {
    const unlisten = await db.connection().execute(() => instance.listen(channel, cb));
    return async () => {
      if (instance.closed) return;
      await db.connection().execute(() => unlisten());
    };
  };
  listeners.set(db, { kind: "pglite", listen });
  return { db, kind: "pglite", listen, close: () => db.destroy() };
}

/** A dedicated client per LISTEN, reconnecting with backoff; cb("") after a reconnect. */
function postgresListen(url: string): ListenFn {
  return async (channel, cb) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | null = null;
    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString: url });
      c.on("notification", (m) => {
        if (m.channel === channel) cb(m.payload ?? "");
      });
      c.on("error", () => {
        if (client !== c) return;
        client = null;
        void c.end().catch(() => {});
        schedule(500);
      });
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped) {
        await c.end();
        return;
      }
      client = c;
    };
    const schedule = (ms: number) => {
      if (stopped || retry) return;
      retry = setTimeout(() => {
        retry = null;
        connect().then(
          () => cb(""), // catch up on whatever was missed while disconnected
          () => schedule(Math.min(ms * 2, 10_000)),
        );
      }, ms);
      retry.unref();
    };
    await connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    };
  };
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
  countStatements(pool, process.env.SQL_COUNT_DIR);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listen = postgresListen(url);
  listeners.set(db, { kind: "postgres", listen });
  return { db, kind: "postgres", listen, close: () => db.destroy() };
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
