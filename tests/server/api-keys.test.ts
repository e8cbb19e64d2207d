import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { type ApiKey, ZApiKey, ZApiKeyList } from "../../domain/schemas/api-key";
import { activityOf, H, userOfOtherAccount } from "./extensions-fixtures";
import { demoApp } from "./helpers/demo";
import { expectError } from "./helpers/test-app";

const { t, call, admin, editor, guest } = await demoApp();
const other = await userOfOtherAccount(t, "keyadmin");

const url = (host = H) => `/accounts/${host}/api-keys`;
const NAMED = { name: "Score feed" };
async function create(query = "", host = H, jwt = admin, body = NAMED): Promise<ApiKey> {
  const res = await call("POST", `${url(host)}${query}`, jwt, body);
  expect(res.statusCode, res.body).toBe(201);
  return ZApiKey.parse(res.json());
}
const list = async (host = H, jwt = admin) =>
  ZApiKeyList.parse((await call("GET", url(host), jwt)).json());

describe("API keys", () => {
  it("generates a random url-safe key when none is given, newest first in the list", async () => {
    expect(await list()).toEqual([]);
    const a = await create();
    const b = await create("?apiKey=");
    expect(a.apiKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(b.apiKey).not.toBe(a.apiKey);
    expect(a.createdBy).toMatchObject({ displayName: "Ada Admin" });
    expect((await list()).map((k) => k.id)).toEqual([b.id, a.id]);
  });

  it("takes a custom key (trimmed)", async () => {
    const key = await create("?apiKey=%20partner-feed_2024%20");
    expect(key.apiKey).toBe("partner-feed_2024");
  });

  it("refuses a key that exists, in any account", async () => {
    expectError(
      await call("POST", `${url()}?apiKey=partner-feed_2024`, admin, NAMED),
      400,
      "api-key-not-unique",
    );
    expectError(
      await call("POST", `${url("sports.demo")}?apiKey=partner-feed_2024`, admin, NAMED),
      400,
      "api-key-not-unique",
    );
    // Keys are case-sensitive secrets: another case is another key.
    await create("?apiKey=PARTNER-feed_2024");
  });

  it("refuses characters other than ASCII letters, digits, - and _", async () => {
    for (const bad of [
      "blåbær-key-1",
      "key with space",
      "key.with.dots",
      "ключ-ключ-ключ",
      "emoji🙂key",
    ]) {
      expectError(
        await call("POST", `${url()}?apiKey=${encodeURIComponent(bad)}`, admin, NAMED),
        400,
        "api-key-invalid-character",
      );
    }
  });

  it("bounds the length of custom keys", async () => {
    expectError(
      await call("POST", `${url()}?apiKey=short`, admin, NAMED),
      400,
      "validation-failed",
    );
    expectError(
      await call("POST", `${url()}?apiKey=${"k".repeat(65)}`, admin, NAMED),
      400,
      "validation-failed",
    );
  });

  it("requires a name, trimmed and at most 80 characters, and lists it", async () => {
    for (const body of [undefined, {}, { name: "   " }, { name: "n".repeat(81) }]) {
      expectError(await call("POST", url(), admin, body), 400, "validation-failed");
    }
    const key = await create("", H, admin, { name: "  Wire service  " });
    expect(key.name).toBe("Wire service");
    expect((await list()).find((k) => k.id === key.id)?.name).toBe("Wire service");
    expect((await create("", H, admin, { name: "n".repeat(80) })).name).toHaveLength(80);
  });

  it("names the keys that existed before names, after their masked key (061)", async () => {
    const account = await t.repos.accounts.findByKey("demo", "newsroom");
    const migration = readFileSync(
      fileURLToPath(new URL("../../server/db/migrations/061_api_key_names.sql", import.meta.url)),
      "utf8",
    );
    const rollback = new Error("rollback");
    const names = await t.db.db
      .transaction()
      .execute(async (trx) => {
        // The table as the migration found it: keys without a name.
        await sql`ALTER TABLE api_keys DROP COLUMN name`.execute(trx);
        await sql`INSERT INTO api_keys (account_id, api_key, created_by_name)
          VALUES (${account!.id}, 'legacy-key-abcdefgh', 'A'), (${account!.id}, 'legacy-1', 'A')`.execute(
          trx,
        );
        await sql.raw(migration).execute(trx);
        const rows = await trx
          .selectFrom("api_keys")
          .select(["api_key", "name"])
          .where("api_key", "like", "legacy-%")
          .orderBy("api_key")
          .execute();
        throw Object.assign(rollback, { rows });
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
        return (error as Error & { rows: { api_key: string; name: string }[] }).rows;
      });
    expect(names).toEqual([
      { api_key: "legacy-1", name: "API key le…-1" },
      { api_key: "legacy-key-abcdefgh", name: "API key lega…efgh" },
    ]);
    // Rolled back: the column is still there and the legacy rows are gone.
    expect((await list()).every((k) => typeof k.name === "string")).toBe(true);
  });

  it("deletes a key of the account and records both changes without the secret", async () => {
    const key = await create("?apiKey=to-be-deleted", H, admin, { name: "Wire service" });
    expect((await call("DELETE", `${url()}/${key.id}`, admin)).statusCode).toBe(204);
    expect((await list()).map((k) => k.apiKey)).not.toContain("to-be-deleted");
    expectError(await call("DELETE", `${url()}/${key.id}`, admin), 404, "not-found");
    const [created] = await activityOf(t, "newsroom", "api-key.create");
    const [deleted] = await activityOf(t, "newsroom", "api-key.delete");
    // Both name the key, and show it masked only.
    expect(created).toMatchObject({
      target_id: key.id,
      target_name: "Wire service",
      details: { apiKey: "to-b…eted", generated: false },
    });
    expect(deleted).toMatchObject({
      target_id: key.id,
      target_name: "Wire service",
      actor_name: "Ada Admin",
      details: { apiKey: "to-b…eted" },
    });
    // The freed key can be used again.
    await create("?apiKey=to-be-deleted");
  });

  it("answers not-found for keys of other accounts and bad ids", async () => {
    const foreign = await create("?apiKey=sports-only-key", "sports.demo");
    expectError(await call("DELETE", `${url()}/${foreign.id}`, admin), 404, "not-found");
    expect((await list("sports.demo")).map((k) => k.id)).toContain(foreign.id);
    expectError(await call("DELETE", `${url()}/nope`, admin), 400, "validation-failed");
  });

  it("forbids users, guests and admins of other accounts", async () => {
    const [key] = await list();
    for (const jwt of [editor, guest, other.jwt]) {
      expectError(await call("GET", url(), jwt), 403, "forbidden");
      expectError(await call("POST", url(), jwt, NAMED), 403, "forbidden");
      expectError(await call("DELETE", `${url()}/${key!.id}`, jwt), 403, "forbidden");
    }
    expect(await list(other.host, other.jwt)).toEqual([]);
    expectError(await call("GET", url("unknown.demo"), admin), 403, "forbidden");
    const anonymous = await t.app.inject({ method: "GET", url: `/api${url()}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
