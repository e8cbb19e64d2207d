import webpush from "web-push";
import type { Config } from "../config";
import type { Db } from "../db/open";

const VAPID_SECRET_NAME = "vapid";

export interface VapidKeys {
  /** base64url, uncompressed P-256 point: the reader page hands it to pushManager.subscribe. */
  publicKey: string;
  privateKey: string;
}

const isKeys = (value: unknown): value is VapidKeys =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === "string" &&
  typeof (value as VapidKeys).privateKey === "string";

const cached = new WeakMap<Db, Promise<VapidKeys>>();

async function loadOrCreate(db: Db): Promise<VapidKeys> {
  const stored = async () => {
    const row = await db
      .selectFrom("server_secrets")
      .select("value")
      .where("name", "=", VAPID_SECRET_NAME)
      .executeTakeFirst();
    if (!row) return undefined;
    const parsed: unknown = JSON.parse(row.value);
    if (!isKeys(parsed)) throw new Error("server_secrets: the VAPID keys are not readable");
    return parsed;
  };
  const existing = await stored();
  if (existing) return existing;
  // Servers starting together each offer a pair; the first insert wins and all read it, so
  // every subscription made through any server is answered by the same key.
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  await db
    .insertInto("server_secrets")
    .values({ name: VAPID_SECRET_NAME, value: JSON.stringify({ publicKey, privateKey }) })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const winner = await stored();
  if (!winner) throw new Error("server_secrets: the VAPID keys could not be stored");
  return winner;
}

/** The database's VAPID key pair, made on first use; read once per process. */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  let keys = cached.get(db);
  if (!keys) {
    keys = loadOrCreate(db);
    keys.catch(() => cached.delete(db));
    cached.set(db, keys);
  }
  return keys;
}

/**
 * Who push services may contact about our pushes (RFC 8292 `sub`): the public https URL, else
 * the sender address of our mail.
 */
export function vapidSubject(config: Pick<Config, "publicUrl" | "mailFrom">): string {
  if (config.publicUrl.startsWith("https://")) return new URL(config.publicUrl).origin;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom.trim();
  return `mailto:${address}`;
}
