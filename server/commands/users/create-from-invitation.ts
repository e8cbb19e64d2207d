import type { Db } from "../../db/open";
import type { UserRow } from "../../db/schema";
import { ApiError } from "../../errors";
import { writeTransaction } from "../../publishing/write";
import { type InvitationRecord, isUniqueViolation } from "../../repositories/invitations";

export interface NewInvitedUser {
  username: string;
  displayName: string;
  passwordHash: string;
}

/**
 * Creates the user a live invitation names, with the invitation's account as its main account
 * and the invitation's role and rights, and spends the invitation, in one transaction. Nobody
 * is signed in yet: the new user is the actor of both activity entries.
 */
export async function createFromInvitation(
  db: Db,
  invitation: InvitationRecord,
  { username, displayName, passwordHash }: NewInvitedUser,
): Promise<UserRow> {
  return writeTransaction(db, async (tx) => {
    // The conditional update decides concurrent accepts before anything is created.
    if (!(await tx.invitations.markAccepted(invitation.id, null))) {
      throw new ApiError(400, "invitation-invalid");
    }
    const created = await tx.users.insert({
      domain: invitation.account.domain,
      email: invitation.email,
      username,
      display_name: displayName,
      password_hash: passwordHash,
      avatar_url: null,
      google_subject: null,
      microsoft_subject: null,
      main_account_id: invitation.account_id,
    });
    await tx.access.grant(created.id, invitation.account_id, invitation.role, invitation.rights);
    await tx.invitations.setAcceptedBy(invitation.id, created.id);
    const actor = { id: created.id, displayName: created.display_name };
    await tx.activity.add({
      accountId: invitation.account_id,
      actor,
      action: "user.create",
      target: { type: "user", id: created.id, name: created.display_name },
      details: { email: created.email, role: invitation.role, via: "invitation" },
    });
    await tx.activity.add({
      accountId: invitation.account_id,
      actor,
      action: "invitation.accept",
      target: { type: "invitation", id: invitation.id, name: invitation.email },
      details: { accountKey: invitation.account.account_key, role: invitation.role },
    });
    return created;
  }).catch((error: unknown) => {
    // A concurrent sign-up took the address or the username between the checks and now.
    if (isUniqueViolation(error)) throw new ApiError(400, "user-already-exists");
    throw error;
  });
}
