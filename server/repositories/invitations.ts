import { type Selectable, sql } from "kysely";
import type { Rights, Role } from "../../domain/roles";
import type { Db } from "../db/open";
import type { AccountRow, InvitationsTable } from "../db/schema";
import { isUuid } from "../db/uuid";
import { type JoinedAccount, joinedAccountColumns, withJoinedAccount } from "./joined-account";

export type InvitationRow = Selectable<InvitationsTable>;

/** An invitation with the account it opens and who sent it, as lists and look-ups need it. */
export interface InvitationRecord extends InvitationRow {
  account: JoinedAccount;
  invitedByName: string | null;
}

/** Thrown when an open invitation for the address and account already exists. */
export class InvitationExists extends Error {
  constructor() {
    super("email-invitation-already-exists");
    this.name = "InvitationExists";
  }
}

export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";

export interface NewInvitation {
  codeHash: string;
  accountId: string;
  email: string;
  role: Role;
  rights: Rights;
  invitedBy: string | null;
  registrationPageId?: string | null;
  expiresAt: Date;
}

export const invitationsRepository = (db: Db) => {
  const base = () =>
    db
      .selectFrom("invitations as i")
      .innerJoin("accounts as a", "a.id", "i.account_id")
      .leftJoin("users as u", "u.id", "i.invited_by")
      .selectAll("i")
      .select([...joinedAccountColumns, "u.display_name as invited_by_name"]);
  type Joined = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];
  const toRecord = ({ invited_by_name, ...row }: Joined): InvitationRecord => ({
    ...withJoinedAccount(row),
    invitedByName: invited_by_name,
  });

  return {
    /**
     * Creates an invitation. An expired open one for the same address and account gives way;
     * a live one is refused (InvitationExists), also when a concurrent create wins the race.
     */
    async create(invitation: NewInvitation): Promise<InvitationRow> {
      const now = new Date();
      await db
        .deleteFrom("invitations")
        .where("account_id", "=", invitation.accountId)
        .where(sql<string>`lower(email)`, "=", invitation.email.toLowerCase())
        .where("accepted_utc", "is", null)
        .where("expires_utc", "<=", now)
        .execute();
      try {
        return await db
          .insertInto("invitations")
          .values({
            code_hash: invitation.codeHash,
            account_id: invitation.accountId,
            email: invitation.email,
            role: invitation.role,
            rights: JSON.stringify(invitation.rights),
            invited_by: invitation.invitedBy,
            registration_page_id: invitation.registrationPageId ?? null,
            expires_utc: invitation.expiresAt,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) throw new InvitationExists();
        throw error;
      }
    },

    /** The open (not accepted) invitation for an address in an account, expired or not. */
    findOpen(accountId: string, email: string): Promise<InvitationRow | undefined> {
      return db
        .selectFrom("invitations")
        .selectAll()
        .where("account_id", "=", accountId)
        .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
        .where("accepted_utc", "is", null)
        .executeTakeFirst();
    },

    /** Deletes an open invitation for an address in an account (a registration-page re-request). */
    async removeOpen(accountId: string, email: string): Promise<void> {
      await db
        .deleteFrom("invitations")
        .where("account_id", "=", accountId)
        .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
        .where("accepted_utc", "is", null)
        .execute();
    },

    /** Invitations of the given accounts, newest first, one page at a time. */
    async list(
      accountIds: string[],
      page: { offset: number; limit: number },
    ): Promise<{ items: InvitationRecord[]; total: number }> {
      if (accountIds.length === 0) return { items: [], total: 0 };
      const [rows, count] = await Promise.all([
        base()
          .where("i.account_id", "in", accountIds)
          .orderBy("i.created_utc", "desc")
          .orderBy("i.id")
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        db
          .selectFrom("invitations")
          .select(sql<number>`count(*)::int`.as("n"))
          .where("account_id", "in", accountIds)
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toRecord), total: count.n };
    },

    async find(id: string): Promise<InvitationRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await base().where("i.id", "=", id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    /** The invitation a mailed code names in a domain, whatever its state. */
    async findByCode(domain: string, codeHash: string): Promise<InvitationRecord | undefined> {
      const row = await base()
        .where("i.code_hash", "=", codeHash)
        .where("a.domain", "=", domain)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    /**
     * Marks a live invitation accepted. The conditional update is the single point where
     * concurrent accepts meet: exactly one gets the row back, the others undefined.
     */
    async markAccepted(id: string, userId: string | null): Promise<InvitationRow | undefined> {
      const now = new Date();
      return db
        .updateTable("invitations")
        .set({ accepted_utc: now, accepted_by: userId })
        .where("id", "=", id)
        .where("accepted_utc", "is", null)
        .where("expires_utc", ">", now)
        .returningAll()
        .executeTakeFirst();
    },

    /** Names the user an accepted invitation created (known only after the accept). */
    async setAcceptedBy(id: string, userId: string): Promise<void> {
      await db
        .updateTable("invitations")
        .set({ accepted_by: userId })
        .where("id", "=", id)
        .execute();
    },

    async remove(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const result = await db.deleteFrom("invitations").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * The accounts of an organisation: its top-level account and every sub-account below it,
     * in name order (the account selector of the invite form).
     */
    async organizationAccounts(root: AccountRow): Promise<AccountRow[]> {
      const all = await db
        .selectFrom("accounts")
        .selectAll()
        .where("domain", "=", root.domain)
        .orderBy("name")
        .execute();
      const keys = new Set([root.account_key]);
      // Parents may be listed after their children: repeat until no account joins.
      for (let grew = true; grew; ) {
        grew = false;
        for (const a of all) {
          if (!keys.has(a.account_key) && a.parent_account_key && keys.has(a.parent_account_key)) {
            keys.add(a.account_key);
            grew = true;
          }
        }
      }
      return all.filter((a) => keys.has(a.account_key));
    },

    /** Whether the user already holds access to the account. */
    async hasAccess(userId: string, accountId: string): Promise<boolean> {
      const row = await db
        .selectFrom("account_access")
        .select("user_id")
        .where("user_id", "=", userId)
        .where("account_id", "=", accountId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
};
