import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  type ApiKey,
  ZApiKey,
  ZApiKeyList,
  ZRevealApiKeyResponse,
} from "../../domain/schemas/api-key";
import { IDEMPOTENCY_HEADER } from "../../domain/schemas/post";
import { apiKeySealer, hashApiKey } from "../../server/auth/api-key-secrets";
import { createRepositories } from "../../server/repositories";
import { activityOf, H, userOfOtherAccount } from "./extensions-fixtures";
import { demoApp } from "./helpers/demo";
import { expectError, TEST_JWT_SECRET } from "./helpers/test-app";

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
const reveal = async (key: ApiKey, host = H, jwt = admin) => {
  const res = await call("POST", `${url(host)}/${key.id}/reveal`, jwt);
  expect(res.statusCode, res.body).toBe(200);
  return ZRevealApiKeyResponse.parse(res.json()).apiKey;
};
const PARTNER = "partner-feed_2024-abcdef";
const DOOMED = "to-be-deleted-xxxxxxx-deleted";

describe("API keys", () => {
  it("generates a random url-safe key when none is given, newest first in the list", async () => {
    expect(await list()).toEqual([]);
    const a = await create();
    const b = await create("?apiKey=");
    const [whole, other] = [await reveal(a), await reveal(b)];
    expect(whole).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(other).not.toBe(whole);
    expect(a.masked).toBe(`${whole.slice(0, 4)}…${whole.slice(-4)}`);
    expect(a.createdBy).toMatchObject({ displayName: "Ada Admin" });
    expect((await list()).map((k) => k.id)).toEqual([b.id, a.id]);
  });

  it("takes a custom key (trimmed)", async () => {
    const key = await create(`?apiKey=%20${PARTNER}%20`);
    expect(await reveal(key)).toBe(PARTNER);
  });

  it("refuses a key that exists, in any account", async () => {
    expectError(
      await call("POST", `${url()}?apiKey=${PARTNER}`, admin, NAMED),
      400,
      "api-key-not-unique",
    );
    expectError(
      await call("POST", `${url("sports.demo")}?apiKey=${PARTNER}`, admin, NAMED),
      400,
      "api-key-not-unique",
    );
    // Keys are case-sensitive secrets: another case is another key.
    await create(`?apiKey=${PARTNER.toUpperCase()}`);
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

  it("bounds the length of custom keys: at least 20 characters", async () => {
    for (const short of ["short", "k".repeat(19)]) {
      expectError(
        await call("POST", `${url()}?apiKey=${short}`, admin, NAMED),
        400,
        "api-key-too-short",
      );
    }
    await create(`?apiKey=${"k".repeat(20)}`);
    expectError(
      await call("POST", `${url()}?apiKey=${"k".repeat(65)}`, admin, NAMED),
      400,
      "validation-failed",
    );
  });

  it("takes a name, trimmed and at most 80 characters, and lists it", async () => {
    for (const body of [{ name: "   " }, { name: "n".repeat(81) }]) {
      expectError(await call("POST", url(), admin, body), 400, "validation-failed");
    }
    // Without a name, as the spec's call is written: the key is named by its mask.
    for (const body of [undefined, {}]) {
      const res = await call("POST", url(), admin, body);
      expect(res.statusCode, res.body).toBe(201);
      const unnamed = ZApiKey.parse(res.json());
      expect(unnamed.name).toBe(unnamed.masked);
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
        // The table as the migration found it: keys without a name, kept in plain text.
        await sql`ALTER TABLE api_keys DROP COLUMN name, DROP COLUMN key_hash,
          DROP COLUMN key_sealed, DROP COLUMN masked`.execute(trx);
        await sql`DELETE FROM api_keys`.execute(trx);
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
    const key = await create(`?apiKey=${DOOMED}`, H, admin, { name: "Wire service" });
    expect((await call("DELETE", `${url()}/${key.id}`, admin)).statusCode).toBe(204);
    expect((await list()).map((k) => k.id)).not.toContain(key.id);
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
    await create(`?apiKey=${DOOMED}`);
  });

  it("answers not-found for keys of other accounts and bad ids", async () => {
    const foreign = await create("?apiKey=sports-only-key-0123456789", "sports.demo");
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
      expectError(await call("POST", `${url()}/${key!.id}/reveal`, jwt), 403, "forbidden");
    }
    expect(await list(other.host, other.jwt)).toEqual([]);
    expectError(await call("GET", url("unknown.demo"), admin), 403, "forbidden");
    const anonymous = await t.app.inject({ method: "GET", url: `/api${url()}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("API keys are secrets", () => {
  const SECRET = "secret-feed-key-0123456789";

  it("lists and answers keys masked only; the whole key comes from reveal, which is logged", async () => {
    const res = await call("POST", `${url()}?apiKey=${SECRET}`, admin, { name: "Secret feed" });
    expect(res.body).not.toContain(SECRET);
    const key = ZApiKey.parse(res.json());
    expect(key.masked).toBe("secr…6789");
    const listed = await call("GET", url(), admin);
    expect(listed.body).toContain(key.id);
    expect(listed.body).not.toContain(SECRET);

    expect(await reveal(key)).toBe(SECRET);
    const [copied] = await activityOf(t, "newsroom", "api-key.reveal");
    expect(copied).toMatchObject({
      target_id: key.id,
      target_name: "secr…6789",
      actor_name: "Ada Admin",
      details: { apiKey: "secr…6789", name: "Secret feed" },
    });
    expect(JSON.stringify(copied)).not.toContain(SECRET);
  });

  it("keeps no key in the clear: a hash to find it, a sealed copy to reveal it", async () => {
    const row = await t.db.db
      .selectFrom("api_keys")
      .selectAll()
      .where("masked", "=", "secr…6789")
      .executeTakeFirstOrThrow();
    expect(row.api_key).toBeNull();
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.key_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(SECRET);
  });

  it("keeps no idempotency record of a reveal, whose answer is the whole key", async () => {
    const retry = { [IDEMPOTENCY_HEADER]: "reveal-once" };
    const key = (await list()).find((k) => k.masked === "secr…6789")!;
    const res = await call("POST", `${url()}/${key.id}/reveal`, admin, undefined, retry);
    expect(ZRevealApiKeyResponse.parse(res.json()).apiKey).toBe(SECRET);
    const records = await t.db.db
      .selectFrom("idempotency_keys")
      .select("key")
      .where("key", "=", "reveal-once")
      .execute();
    expect(records).toEqual([]);
  });

  it("answers not-found when revealing another account's key or a bad id", async () => {
    const foreign = (await list("sports.demo"))[0]!;
    expectError(await call("POST", `${url()}/${foreign.id}/reveal`, admin), 404, "not-found");
    expectError(await call("POST", `${url()}/nope/reveal`, admin), 400, "validation-failed");
  });

  it("says a key sealed under another server secret cannot be shown, and it still works", async () => {
    const key = await create("?apiKey=resealed-key-0123456789");
    await t.db.db
      .updateTable("api_keys")
      .set({ key_sealed: "v1.c29tZXRoaW5nLWVsc2Utc2VhbGVkLWVsc2V3aGVyZQ" })
      .where("id", "=", key.id)
      .execute();
    expectError(
      await call("POST", `${url()}/${key.id}/reveal`, admin),
      409,
      "api-key-unrevealable",
    );
    expect(await t.repos.apiKeys.findByKey("resealed-key-0123456789")).toMatchObject({
      id: key.id,
    });
  });

  it("converts keys stored in the clear: hashed and masked by 110, sealed at start", async () => {
    const account = await t.repos.accounts.findByKey("demo", "newsroom");
    const migration = readFileSync(
      fileURLToPath(new URL("../../server/db/migrations/110_api_key_secrets.sql", import.meta.url)),
      "utf8",
    );
    const legacy = "legacy-plain-key-abcdefgh";
    const rollback = new Error("rollback");
    const seen = await t.db.db
      .transaction()
      .execute(async (trx) => {
        // The table as the migration finds it: plain keys, unique.
        await sql`ALTER TABLE api_keys DROP COLUMN key_hash, DROP COLUMN key_sealed,
          DROP COLUMN masked`.execute(trx);
        await sql`DELETE FROM api_keys`.execute(trx);
        await sql`ALTER TABLE api_keys ALTER COLUMN api_key SET NOT NULL,
          ADD CONSTRAINT api_keys_api_key_key UNIQUE (api_key)`.execute(trx);
        await sql`INSERT INTO api_keys (account_id, api_key, name, created_by_name)
          VALUES (${account!.id}, ${legacy}, 'Legacy', 'A')`.execute(trx);
        await sql.raw(migration).execute(trx);
        const repos = createRepositories(trx);
        const sealer = apiKeySealer(TEST_JWT_SECRET);
        expect(await repos.apiKeys.sealLegacy(sealer)).toBe(1);
        const row = await trx.selectFrom("api_keys").selectAll().executeTakeFirstOrThrow();
        const found = await repos.apiKeys.findByKey(legacy);
        const revealed = await repos.apiKeys.reveal(account!.id, row.id, sealer);
        throw Object.assign(rollback, { seen: { row, found, revealed: revealed?.apiKey } });
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
        return (error as Error & { seen: Record<string, unknown> }).seen;
      });
    expect(seen).toMatchObject({
      row: { api_key: null, masked: "lega…efgh", key_hash: hashApiKey(legacy) },
      found: { masked: "lega…efgh", name: "Legacy" },
      revealed: legacy,
    });
  });
});
