import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { migrate } from "../server/db/migrate";
import { fromPglite } from "../server/db/open";

/**
 * Writes the OpenAPI document the app serves at /api/openapi.json to a file, without a
 * server: the app is built on an empty in-memory database. `npm run lint` lints it with
 * Redocly's recommended rules (redocly.yaml says which warnings are off and why).
 */
const file = process.argv[2] ?? ".data-test/openapi.json";
const dir = mkdtempSync(join(tmpdir(), "ticker-openapi-"));
const handle = fromPglite(await PGlite.create());
try {
  await migrate(handle.db);
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dir,
      STATIC_DIR: join(dir, "no-static"),
      // Signs nothing here; given so that no secret is made and stored for it.
      JWT_SECRET: "openapi-document-secret-openapi-document",
      LOG_LEVEL: "silent",
    }),
    db: handle.db,
    logger: false,
  });
  await app.ready();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(app.swagger(), null, 2));
  await app.close();
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
