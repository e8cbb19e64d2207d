import { hashCode } from "../../auth/codes";
import type { Db } from "../../db/open";
import type { AccountRow } from "../../db/schema";
import { invitationExpiry, mailInvitation, newCode } from "../../invitations/invitation-support";
import { writeTransaction } from "../../publishing/write";
import type { Repositories } from "../../repositories";
import type { InvitationRow, NewInvitation } from "../../repositories/invitations";
import type { Services } from "../../services";

/** An invitation to send: its code and expiry are made here. */
export interface InvitationToSend
  extends Omit<NewInvitation, "codeHash" | "expiresAt" | "accountId"> {
  account: AccountRow;
  /** Named in the mail; null when the invitee asked for it on a registration page. */
  inviterName: string | null;
  /** A registration-page request replaces the address's earlier open invitation. */
  replaceOpen?: boolean;
}

/**
 * Stores an invitation with a fresh code and `record`s it in the activity log in the same
 * transaction, then mails the link. The mail goes once the transaction has committed: the
 * mailer writes the outbox outside it, and the link must name a stored code. An open
 * invitation for the address throws InvitationExists.
 */
export async function sendInvitation(
  services: Services,
  db: Db,
  { account, inviterName, replaceOpen = false, ...invitation }: InvitationToSend,
  record: (tx: Repositories, row: InvitationRow) => Promise<void>,
): Promise<InvitationRow> {
  const code = newCode();
  const created = await writeTransaction(db, async (tx) => {
    if (replaceOpen) await tx.invitations.removeOpen(account.id, invitation.email);
    const row = await tx.invitations.create({
      ...invitation,
      accountId: account.id,
      codeHash: hashCode(code),
      expiresAt: invitationExpiry(),
    });
    await record(tx, row);
    return row;
  });
  await mailInvitation(services, created, account, code, inviterName);
  return created;
}
