import type { ExtensionType } from "../../domain/extensions";
import type { Extension } from "../../domain/schemas/extension";
import type { Db } from "../db/open";
import type { ExtensionsTable } from "../db/schema";
import { isUuid } from "../db/uuid";

export interface ExtensionValues {
  type: ExtensionType;
  name: string;
  cssString: string;
  javaScriptString: string;
}

type Row = {
  [K in keyof ExtensionsTable]: K extends "created_utc" | "updated_utc"
    ? Date
    : K extends "id"
      ? string
      : K extends "enabled"
        ? boolean
        : ExtensionsTable[K];
};

const toDto = (row: Row): Extension => ({
  id: row.id,
  type: row.type as ExtensionType,
  name: row.name,
  cssString: row.css_string,
  javaScriptString: row.java_script_string,
  enabled: row.enabled,
  createdUtc: row.created_utc.toISOString(),
  updatedUtc: row.updated_utc.toISOString(),
});

const columns = (v: ExtensionValues) => ({
  type: v.type,
  name: v.name,
  css_string: v.cssString,
  java_script_string: v.javaScriptString,
});

export const extensionsRepository = (db: Db) => ({
  /** Oldest first, so the list keeps its order as extensions are added. */
  async list(accountId: string): Promise<Extension[]> {
    const rows = await db
      .selectFrom("extensions")
      .selectAll()
      .where("account_id", "=", accountId)
      .orderBy("created_utc")
      .orderBy("id")
      .execute();
    return rows.map(toDto);
  },

  async count(accountId: string): Promise<number> {
    const { n } = await db
      .selectFrom("extensions")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("account_id", "=", accountId)
      .executeTakeFirstOrThrow();
    return Number(n);
  },

  /** The account's extensions of the given types (the reader embed's public code). */
  async ofTypes(accountId: string, types: readonly ExtensionType[]): Promise<Extension[]> {
    if (types.length === 0) return [];
    const rows = await db
      .selectFrom("extensions")
      .selectAll()
      .where("account_id", "=", accountId)
      .where("type", "in", [...types])
      .orderBy("created_utc")
      .orderBy("id")
      .execute();
    return rows.map(toDto);
  },

  async find(accountId: string, id: string): Promise<Extension | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await db
      .selectFrom("extensions")
      .selectAll()
      .where("account_id", "=", accountId)
      .where("id", "=", id)
      .executeTakeFirst();
    return row && toDto(row);
  },

  async create(accountId: string, createdBy: string, values: ExtensionValues): Promise<Extension> {
    const row = await db
      .insertInto("extensions")
      .values({ account_id: accountId, created_by: createdBy, ...columns(values) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toDto(row);
  },

  /** undefined when the extension is not in the account. */
  async update(
    accountId: string,
    id: string,
    values: ExtensionValues,
  ): Promise<Extension | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await db
      .updateTable("extensions")
      .set({ ...columns(values), updated_utc: new Date() })
      .where("account_id", "=", accountId)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    return row && toDto(row);
  },

  /** Switches an extension on or off; undefined when it is not in the account. */
  async setEnabled(
    accountId: string,
    id: string,
    enabled: boolean,
  ): Promise<Extension | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await db
      .updateTable("extensions")
      .set({ enabled, updated_utc: new Date() })
      .where("account_id", "=", accountId)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    return row && toDto(row);
  },

  /** The account's enabled extensions of the given types, oldest first (what runs). */
  async enabledOfTypes(accountId: string, types: readonly ExtensionType[]): Promise<Extension[]> {
    if (types.length === 0) return [];
    const rows = await db
      .selectFrom("extensions")
      .selectAll()
      .where("account_id", "=", accountId)
      .where("enabled", "=", true)
      .where("type", "in", [...types])
      .orderBy("created_utc")
      .orderBy("id")
      .execute();
    return rows.map(toDto);
  },

  /** The removed extension, or undefined when it was not in the account. */
  async remove(accountId: string, id: string): Promise<Extension | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await db
      .deleteFrom("extensions")
      .where("account_id", "=", accountId)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    return row && toDto(row);
  },
});
