import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type pg from "pg";

/**
 * Counts the SQL statements this process sends to PostgreSQL, by statement text, when
 * SQL_COUNT_DIR is set (`npm run bench -- publish` sets it): every statement a pool client
 * sends, BEGIN and COMMIT included, is tallied and the tally is written to
 * SQL_COUNT_DIR/<pid>.json a few times a second. Counted at the client, so what the server
 * runs is what is counted (pg_stat_statements needs a server restart to load).
 */
export function countStatements(pool: pg.Pool, dir: string | undefined): void {
  if (!dir) return;
  const tally = new Map<string, number>();
  let dirty = false;
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      const first = args[0];
      const text = typeof first === "string" ? first : (first as { text?: string })?.text;
      const key = (text ?? "?").replace(/\s+/g, " ").trim();
      tally.set(key, (tally.get(key) ?? 0) + 1);
      dirty = true;
      return query(...args);
    };
  });
  const file = join(dir, `${process.pid}.json`);
  const flush = () => {
    if (!dirty) return;
    dirty = false;
    writeFileSync(file, JSON.stringify(Object.fromEntries(tally)));
  };
  setInterval(flush, 200).unref();
  process.once("beforeExit", flush);
}
