import { createHash } from "node:crypto";
import { EMBED_EXTENSION_TYPES, type ExtensionType } from "../../domain/extensions";
import type { ExtensionSports } from "../../domain/schemas/extension-bridge";
import type { Db } from "../db/open";
import { isUuid } from "../db/uuid";
import { extensionSports } from "./sports";

export interface EmbedExtension {
  id: string;
  type: ExtensionType;
  name: string;
  hasCss: boolean;
  hasJs: boolean;
  /** Changes whenever the code does: the URLs carry it, so they can be cached for good. */
  version: string;
}

export interface ChannelExtensions {
  /** accountKey.accountDomain of the channel's account: the URLs are the account's own. */
  host: string;
  extensions: EmbedExtension[];
  sports: ExtensionSports;
}

export const extensionVersion = (css: string, js: string, type: string): string =>
  createHash("sha256").update(`${type}\n${css}\n${js}`).digest("base64url").slice(0, 12);

/** Libraries first, so the renderers that use them find them. */
const order = (type: ExtensionType) => (type === "jsLibraryPublic" ? 0 : 1);

/** The enabled reader-side extensions of the account a channel belongs to. */
export async function channelExtensions(db: Db, channelId: string): Promise<ChannelExtensions> {
  const account = await db
    .selectFrom("channels")
    .innerJoin("accounts", "accounts.id", "channels.account_id")
    .select(["accounts.id", "accounts.domain", "accounts.account_key", "accounts.settings"])
    .where("channels.id", "=", channelId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom("extensions")
    .select(["id", "type", "name", "css_string", "java_script_string"])
    .where("account_id", "=", account.id)
    .where("enabled", "=", true)
    .where("type", "in", [...EMBED_EXTENSION_TYPES])
    .orderBy("created_utc")
    .orderBy("id")
    .execute();
  return {
    host: `${account.account_key}.${account.domain}`,
    sports: extensionSports(account.settings),
    extensions: rows
      .map((r) => ({
        id: r.id,
        type: r.type as ExtensionType,
        name: r.name,
        hasCss: r.css_string.trim() !== "",
        hasJs: r.java_script_string.trim() !== "",
        version: extensionVersion(r.css_string, r.java_script_string, r.type),
      }))
      .sort((a, b) => order(a.type) - order(b.type)),
  };
}

export interface ServedExtension {
  id: string;
  type: ExtensionType;
  name: string;
  css: string;
  js: string;
  version: string;
}

/** One enabled reader-side extension of the account the host names, or undefined. */
export async function servedExtension(
  db: Db,
  host: string,
  id: string,
): Promise<ServedExtension | undefined> {
  const dot = host.indexOf(".");
  if (dot <= 0 || !isUuid(id)) return undefined;
  const row = await db
    .selectFrom("extensions")
    .innerJoin("accounts", "accounts.id", "extensions.account_id")
    .select([
      "extensions.id",
      "extensions.type",
      "extensions.name",
      "extensions.css_string",
      "extensions.java_script_string",
    ])
    .where("accounts.account_key", "=", host.slice(0, dot))
    .where("accounts.domain", "=", host.slice(dot + 1))
    .where("extensions.id", "=", id)
    .where("extensions.enabled", "=", true)
    .where("extensions.type", "in", [...EMBED_EXTENSION_TYPES])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    type: row.type as ExtensionType,
    name: row.name,
    css: row.css_string,
    js: row.java_script_string,
    version: extensionVersion(row.css_string, row.java_script_string, row.type),
  };
}
