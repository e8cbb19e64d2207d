import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, migrationFiles } from "../../server/db/migrate";
import { DEMO_CREDENTIALS, liveDemoCredentials, seedIfEmpty } from "../../server/db/seed";
import { createPgliteDb, createTestDb, type TestDb } from "./helpers/test-db";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.destroy());

describe("migrations and seed", () => {
  it("has applied every migration exactly once, and a second run applies none", async () => {
    const rows = await t.db.selectFrom("schema_migrations").select("name").execute();
    expect(rows.map((r) => r.name)).toEqual(migrationFiles());
    expect(await migrate(t.db)).toEqual([]);
  });

  it("does not seed a database that holds data", async () => {
    expect(await seedIfEmpty(t.db)).toBe(false);
    const users = await t.db.selectFrom("users").select("email").orderBy("email").execute();
    expect(users.map((u) => u.email)).toEqual(DEMO_CREDENTIALS.map((c) => c.email).sort());
  });

  it("reports the demo credentials while they still sign in", async () => {
    expect((await liveDemoCredentials(t.db)).map((c) => c.role)).toEqual([
      "admin",
      "user",
      "guest",
    ]);
  });

  it("keeps emails unique per domain regardless of case", async () => {
    const account = await t.db.selectFrom("accounts").select("id").executeTakeFirstOrThrow();
    const insert = t.db
      .insertInto("users")
      .values({
        domain: "demo",
        email: "ADMIN@ticker.local",
        username: "admin2",
        display_name: "Dup",
        password_hash: null,
        avatar_url: null,
        google_subject: null,
        microsoft_subject: null,
        main_account_id: account.id,
      })
      .execute();
    await expect(insert).rejects.toThrow();
  });
});

describe("the PGlite dialect", () => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await createPgliteDb();
    await sql`create table items (name text not null)`.execute(handle.db);
  });
  afterAll(() => handle.destroy());

  type ItemsDb = { items: { name: string } };
  const items = () => handle.db.withTables<ItemsDb>();

  it("keeps a concurrent insert when another transaction rolls back", async () => {
    const failing = items()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto("items").values({ name: "in-transaction" }).execute();
        await new Promise((r) => setTimeout(r, 20));
        throw new Error("roll back");
      });
    const outside = items().insertInto("items").values({ name: "outside" }).execute();
    await expect(failing).rejects.toThrow("roll back");
    await outside;
    const rows = await items().selectFrom("items").select("name").execute();
    expect(rows.map((r) => r.name)).toEqual(["outside"]);
  });

  it("runs multi-statement SQL without parameters and parameterised queries", async () => {
    await sql
      .raw("insert into items values ('a'); insert into items values ('b')")
      .execute(handle.db);
    const row = await items()
      .selectFrom("items")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("name", "in", ["a", "b"])
      .executeTakeFirstOrThrow();
    expect(row.n).toBe(2);
  });
});
