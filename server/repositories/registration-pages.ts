import { type Selectable, sql } from "kysely";
import type { Db } from "../db/open";
import type { RegistrationPagesTable } from "../db/schema";
import { isUuid } from "../db/uuid";
import { isUniqueViolation } from "./invitations";
import { type JoinedAccount, joinedAccountColumns, withJoinedAccount } from "./joined-account";

export type RegistrationPageRow = Selectable<RegistrationPagesTable>;

export interface RegistrationPageRecord extends RegistrationPageRow {
  account: JoinedAccount;
}

/** Thrown when the organisation already has a page for the email domain. */
export class RegistrationPageExists extends Error {
  constructor() {
    super("registration-page-exists");
    this.name = "RegistrationPageExists";
  }
}

export interface NewRegistrationPage {
  code: string;
  rootAccountId: string;
  accountId: string;
  emailDomain: string;
  createdBy: string | null;
}

export const registrationPagesRepository = (db: Db) => {
  const base = () =>
    db
      .selectFrom("registration_pages as r")
      .innerJoin("accounts as a", "a.id", "r.account_id")
      .selectAll("r")
      .select(joinedAccountColumns);
  type Joined = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];
  const toRecord = (row: Joined): RegistrationPageRecord => withJoinedAccount(row);

  return {
    /** The unique index settles a duplicate domain, also between concurrent creates. */
    async create(page: NewRegistrationPage): Promise<RegistrationPageRow> {
      try {
        return await db
          .insertInto("registration_pages")
          .values({
            code: page.code,
            root_account_id: page.rootAccountId,
            account_id: page.accountId,
            email_domain: page.emailDomain,
            created_by: page.createdBy,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) throw new RegistrationPageExists();
        throw error;
      }
    },

    async domainTaken(rootAccountId: string, emailDomain: string): Promise<boolean> {
      const row = await db
        .selectFrom("registration_pages")
        .select("id")
        .where("root_account_id", "=", rootAccountId)
        .where(sql<string>`lower(email_domain)`, "=", emailDomain.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Pages of the given accounts, by email domain. */
    async list(accountIds: string[]): Promise<RegistrationPageRecord[]> {
      if (accountIds.length === 0) return [];
      const rows = await base()
        .where("r.account_id", "in", accountIds)
        .orderBy(sql`lower(r.email_domain)`)
        .orderBy("r.id")
        .execute();
      return rows.map(toRecord);
    },

    async find(id: string): Promise<RegistrationPageRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await base().where("r.id", "=", id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    async findByCode(domain: string, code: string): Promise<RegistrationPageRecord | undefined> {
      const row = await base()
        .where("r.code", "=", code)
        .where("a.domain", "=", domain)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    async remove(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const result = await db
        .deleteFrom("registration_pages")
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
};
