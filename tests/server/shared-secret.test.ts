import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sharedJwtSecret } from "../../server/auth/shared-secret";
import { Tokens } from "../../server/auth/tokens";
import { DEMO_DOMAIN } from "../../server/db/seed";
import { createTestApp, DEMO, signIn, type TestContext } from "./helpers/test-app";
import { createTestDb, type TestDb } from "./helpers/test-db";

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of opened.splice(0).reverse()) await o.close();
});

async function freshDb(): Promise<TestDb> {
  const db = await createTestDb();
  opened.push({ close: db.destroy });
  return db;
}

/** An app without JWT_SECRET on `db`: it signs with the secret kept in the database. */
async function appWithoutSecret(db: TestDb, dataDir?: string): Promise<TestContext> {
  const t = await createTestApp({ JWT_SECRET: "", ...(dataDir ? { DATA_DIR: dataDir } : {}) }, db);
  opened.push(t);
  return t;
}

describe("the signing secret without JWT_SECRET", () => {
  it("is generated once into the database, the same for servers starting together", async () => {
    const db = await freshDb();
    const dirs = [0, 1, 2].map(() => mkdtempSync(join(tmpdir(), "ticker-secret-")));
    const secrets = await Promise.all(dirs.map((dir) => sharedJwtSecret(db.db, dir)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    const rows = await db.db.selectFrom("server_secrets").selectAll().execute();
    expect(rows.map((r) => [r.name, r.value])).toEqual([["jwt", secrets[0]]]);
    for (const dir of dirs) expect(existsSync(join(dir, "jwt-secret"))).toBe(false);
  });

  it("lets a token signed by one server be accepted by another", async () => {
    const db = await freshDb();
    const a = await appWithoutSecret(db);
    const b = await appWithoutSecret(db);
    const jwt = await signIn(a.app, "admin");
    const me = await b.app.inject({
      method: "GET",
      url: "/api/profile/overview",
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(me.statusCode, me.body).toBe(200);
  });

  it("takes over the secret an older release kept in DATA_DIR, so its sessions survive", async () => {
    const db = await freshDb();
    const dir = mkdtempSync(join(tmpdir(), "ticker-secret-"));
    const legacy = "legacy-secret-from-the-data-directory-0123456789";
    writeFileSync(join(dir, "jwt-secret"), `${legacy}\n`);
    const first = await appWithoutSecret(db, dir);
    // A token the old server signed with the file's secret, for a real session.
    const user = await first.repos.users.findByLogin(DEMO_DOMAIN.name, DEMO.admin.email);
    const jwt = await new Tokens(legacy).sign({
      userId: user!.id,
      domain: DEMO_DOMAIN.name,
      sessionId: await first.repos.sessions.start(user!.id),
    });
    // Another server that never saw that DATA_DIR accepts it too.
    const other = await appWithoutSecret(db);
    for (const t of [first, other]) {
      const me = await t.app.inject({
        method: "GET",
        url: "/api/profile/overview",
        headers: { authorization: `Bearer ${jwt}` },
      });
      expect(me.statusCode, me.body).toBe(200);
    }
  });
});
