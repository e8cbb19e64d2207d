import { randomBytes } from "node:crypto";
import { EMAIL_CHANGE_TTL_HOURS } from "../../../domain/constants";
import { paths } from "../../../domain/paths";
import type { UpdateProfileRequest } from "../../../domain/schemas/profile";
import { hashCode } from "../../auth/codes";
import type { Db } from "../../db/open";
import type { UserRow } from "../../db/schema";
import { writeTransaction } from "../../publishing/write";
import type { Services } from "../../services";

/**
 * Saves the user's names and, when the address changes, a pending change confirmed through a
 * mailed link; keeping the address cancels any pending change. Answers the pending address.
 * The mail goes once the transaction has committed: the mailer writes the outbox outside it,
 * and the link must name a code that is stored.
 */
export async function updateProfile(
  { config, mailer }: Pick<Services, "config" | "mailer">,
  db: Db,
  user: UserRow,
  { displayName, username, email }: UpdateProfileRequest,
): Promise<string | null> {
  const emailChanged = email.toLowerCase() !== user.email.toLowerCase();
  const code = randomBytes(32).toString("base64url");
  await writeTransaction(db, async (tx) => {
    await tx.profiles.updateNames(user.id, { displayName, username });
    if (!emailChanged) return tx.emailChanges.cancel(user.id);
    const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3_600_000);
    await tx.emailChanges.replace(hashCode(code), user.id, email, expiresAt);
  });
  if (!emailChanged) return null;

  const link = `${config.publicUrl}${paths.confirmEmail(user.domain, code)}`;
  await mailer.send({
    to: email,
    subject: "Confirm your new Ticker email address",
    text: `Hello ${displayName},\n\nConfirm that ${email} is your new email address for Ticker (valid for ${EMAIL_CHANGE_TTL_HOURS} hours; sign in first if asked):\n${link}\n\nIf you did not ask for this, ignore this mail; your address stays ${user.email}.`,
    link,
  });
  return email;
}
