import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "../db/open";

const JWT_SECRET_NAME = "jwt";
const MIN_SECRET_LENGTH = 32;

/**
 * The secret an older release generated into DATA_DIR/jwt-secret: moved into the database
 * on first start, so the sessions it signed stay valid.
 */
function legacyFileSecret(dataDir: string): string | undefined {
  try {
    const secret = readFileSync(join(dataDir, "jwt-secret"), "utf8").trim();
    return secret.length >= MIN_SECRET_LENGTH ? secret : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The token signing secret used when JWT_SECRET is unset, kept in the database so that
 * every server on it signs and verifies alike. Servers starting together race safely: each
 * offers a candidate, the first insert wins and everyone reads the winner.
 */
export async function sharedJwtSecret(db: Db, dataDir: string): Promise<string> {
  const stored = () =>
    db
      .selectFrom("server_secrets")
      .select("value")
      .where("name", "=", JWT_SECRET_NAME)
      .executeTakeFirst();
  const existing = await stored();
  if (existing) return existing.value;
  const candidate = legacyFileSecret(dataDir) ?? randomBytes(48).toString("base64url");
  await db
    .insertInto("server_secrets")
    .values({ name: JWT_SECRET_NAME, value: candidate })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const winner = await stored();
  if (!winner) throw new Error("server_secrets: the JWT secret could not be stored");
  return winner.value;
}
